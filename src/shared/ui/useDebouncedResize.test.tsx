import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedResize } from '@/shared/ui/useDebouncedResize';

describe('useDebouncedResize', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls back once, 50 ms after the last resize', () => {
    const cb = vi.fn();
    const { unmount } = renderHook(() => useDebouncedResize(cb, 50));
    for (let i = 0; i < 5; i++) {
      window.dispatchEvent(new Event('resize'));
      vi.advanceTimersByTime(30);
    }
    expect(cb).not.toHaveBeenCalled();
    vi.advanceTimersByTime(20);
    expect(cb).toHaveBeenCalledTimes(1);

    window.dispatchEvent(new Event('resize'));
    unmount();
    vi.advanceTimersByTime(100);
    expect(cb).toHaveBeenCalledTimes(1);
  });
});
