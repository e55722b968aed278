/**
 * @jest-environment node
 */
import { parallaxOffset } from './parallax-offset';

describe('the hero parallax', () => {
  // Fixed by the specification: up to 40 px over the first 400 px of scroll.
  it('moves linearly up to 40 px over the first 400 px of scroll, then holds', () => {
    expect(parallaxOffset(0)).toBe(0);
    expect(parallaxOffset(100)).toBe(10);
    expect(parallaxOffset(200)).toBe(20);
    expect(parallaxOffset(400)).toBe(40);
    expect(parallaxOffset(2000)).toBe(40);
  });

  it('ignores the negative scroll of an overscroll bounce', () => {
    expect(parallaxOffset(-50)).toBe(0);
  });
});
