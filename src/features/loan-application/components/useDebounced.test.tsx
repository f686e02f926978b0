import { describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebounced } from '@/features/loan-application/components/ApplyForm';

describe('useDebounced (what the server is asked for once the thumb rests)', () => {
  it('follows a new value after the pause, and a new object with the same numbers never renders again', () => {
    vi.useFakeTimers();
    try {
      let renders = 0;
      const { result, rerender } = renderHook(
        ({ amount }: { amount: number }) => {
          renders += 1;
          // A new object on every render, as a component builds it.
          return useDebounced({ amount, days: 14 }, 250);
        },
        { initialProps: { amount: 30_000 } },
      );
      act(() => {
        vi.advanceTimersByTime(5_000);
      });
      // Idle: no timer loop re-rendering the form forever.
      expect(renders).toBe(1);
      rerender({ amount: 35_000 });
      expect(result.current.amount).toBe(30_000);
      act(() => {
        vi.advanceTimersByTime(250);
      });
      expect(result.current).toEqual({ amount: 35_000, days: 14 });
      const after = renders;
      act(() => {
        vi.advanceTimersByTime(5_000);
      });
      expect(renders).toBe(after);
    } finally {
      vi.useRealTimers();
    }
  });
});
