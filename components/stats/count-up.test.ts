/**
 * @jest-environment node
 */
import { specification } from '@/test-support/specification';
import { countAt, easeOut } from './count-up';

describe('the counter animation', () => {
  it('lasts the time the specification fixes, from 0 to the target', () => {
    expect(countAt(1e9, specification.counterMs - 1)).toBeLessThan(1e9);
    expect(countAt(500, 0)).toBe(0);
    expect(countAt(500, specification.counterMs)).toBe(500);
    expect(countAt(500, 5000)).toBe(500);
  });

  it('eases out, as the specification fixes: more than half way at half time, and never backwards', () => {
    expect(easeOut(0.5)).toBeGreaterThan(0.5);
    let previous = -1;
    for (let ms = 0; ms <= specification.counterMs; ms += 16) {
      const value = countAt(16, ms);
      expect(value).toBeGreaterThanOrEqual(previous);
      previous = value;
    }
  });
});
