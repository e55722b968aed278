import { afterNextPaint } from './after-next-paint';

describe('afterNextPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the callback once the next frame is over, not before it or in it', () => {
    const seen: string[] = [];
    afterNextPaint(() => seen.push('after the frame'));
    requestAnimationFrame(() => seen.push('the frame'));
    expect(seen).toEqual([]);
    jest.advanceTimersToNextFrame();
    expect(seen).toEqual(['the frame']);
    jest.runOnlyPendingTimers();
    expect(seen).toEqual(['the frame', 'after the frame']);
  });

  it('does not run the callback once cancelled, before the frame or after it', () => {
    const callback = jest.fn();
    afterNextPaint(callback)();
    const cancelLater = afterNextPaint(callback);
    jest.advanceTimersToNextFrame();
    cancelLater();
    jest.runAllTimers();
    expect(callback).not.toHaveBeenCalled();
  });
});
