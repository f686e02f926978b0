import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from '@/utils/nextTask';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs the work when the browser says it is idle, at the latest by the timeout it is given, and can be cancelled', () => {
    const idle = vi.fn((_cb: IdleRequestCallback, _opts?: IdleRequestOptions) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const work = vi.fn();
    const stop = whenIdle(work, 200, 3_000);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 3_000 });
    expect(work).not.toHaveBeenCalled();
    idle.mock.calls[0]![0]({ didTimeout: false, timeRemaining: () => 10 });
    expect(work).toHaveBeenCalledTimes(1);
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('without requestIdleCallback (Safari), after the fallback delay; cancelled, never', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const work = vi.fn();
    whenIdle(work, 200);
    vi.advanceTimersByTime(199);
    expect(work).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
    const other = vi.fn();
    whenIdle(other, 200)();
    vi.advanceTimersByTime(500);
    expect(other).not.toHaveBeenCalled();
  });
});
