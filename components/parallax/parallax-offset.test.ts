/**
 * @jest-environment node
 */
import { specification } from '@/test-support/specification';
import { parallaxOffset } from './parallax-offset';

describe('the hero parallax', () => {
  it('moves linearly up to its distance over the scroll the specification fixes, then holds', () => {
    const { distancePx, overScrollPx } = specification.parallax;
    expect(parallaxOffset(0)).toBe(0);
    expect(parallaxOffset(overScrollPx / 4)).toBe(distancePx / 4);
    expect(parallaxOffset(overScrollPx / 2)).toBe(distancePx / 2);
    expect(parallaxOffset(overScrollPx)).toBe(distancePx);
    expect(parallaxOffset(overScrollPx * 5)).toBe(distancePx);
  });

  it('ignores the negative scroll of an overscroll bounce', () => {
    expect(parallaxOffset(-50)).toBe(0);
  });
});
