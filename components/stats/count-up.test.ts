/**
 * @jest-environment node
 */
import { countAt, countUpDuration, easeOut } from './count-up';

describe('the counter animation', () => {
  it('lasts 800 ms from 0 to the target', () => {
    expect(countUpDuration).toBe(800);
    expect(countAt(500, 0)).toBe(0);
    expect(countAt(500, 800)).toBe(500);
    expect(countAt(500, 5000)).toBe(500);
  });

  it('eases out: more than half way at half time, and never backwards', () => {
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
    let previous = -1;
    for (let ms = 0; ms <= 800; ms += 16) {
      const value = countAt(16, ms);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});
