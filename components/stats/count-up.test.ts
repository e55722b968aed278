/**
 * @jest-environment node
 */
import { countAt, countUpDuration, easeOut } from './count-up';

describe('the counter animation', () => {
  // Fixed by the specification: the counters count from 0 over 800 ms, easing out.
  it('lasts the 800 ms fixed by the specification, from 0 to the target', () => {
    expect(countUpDuration).toBe(800);
    expect(countAt(500, 0)).toBe(0);
    expect(countAt(500, 800)).toBe(500);
    expect(countAt(500, 5000)).toBe(500);
  });

  it('eases out, as the specification fixes: more than half way at half time, and never backwards', () => {
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
    let previous = -1;
    for (let ms = 0; ms <= 800; ms += 16) {
      const value = countAt(16, ms);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});
