import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n, setLocale } from '@/lib/i18n';
import { Countdown } from '@/shared/ui/Countdown';
import { splitDuration } from '@/shared/ui/splitDuration';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('splitDuration', () => {
  it('splits into days, hours, minutes and seconds', () => {
    expect(splitDuration(7 * DAY)).toEqual({ days: 7, hours: 0, minutes: 0, seconds: 0, totalSeconds: 604_800 });
    expect(splitDuration(DAY + 2 * HOUR + 3 * MINUTE + 4000)).toEqual({
      days: 1,
      hours: 2,
      minutes: 3,
      seconds: 4,
      totalSeconds: 93_784,
    });
    expect(splitDuration(59_000)).toMatchObject({ days: 0, hours: 0, minutes: 0, seconds: 59 });
  });

  it('rounds partial seconds up, so zero means done', () => {
    expect(splitDuration(1)).toMatchObject({ seconds: 1, totalSeconds: 1 });
    expect(splitDuration(4200)).toMatchObject({ seconds: 5 });
    expect(splitDuration(0).totalSeconds).toBe(0);
  });

  it('treats negative and non-finite input as zero, never throwing', () => {
    for (const v of [-1, -DAY, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) {
      expect(splitDuration(v)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0, totalSeconds: 0 });
    }
  });
});

describe('Countdown', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2025-01-10T10:00:00Z'));
  });
  afterEach(async () => {
    vi.useRealTimers();
    await setLocale('ru'); // a failed Kazakh case must not leave the next test in Kazakh
  });

  it('counts down mm:ss every second and calls onDone once', () => {
    const onDone = vi.fn();
    render(<Countdown seconds={61} onDone={onDone} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent('01:01');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer).toHaveTextContent('01:00');
    act(() => {
      vi.advanceTimersByTime(59_000);
    });
    expect(timer).toHaveTextContent('00:01');
    expect(onDone).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(timer).toHaveTextContent('00:00');
    expect(onDone).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('shows long spans in days, hours and minutes with Russian plurals', () => {
    const now = Date.now();
    const { rerender } = render(<Countdown until={now + 7 * DAY} />);
    expect(screen.getByRole('timer')).toHaveTextContent('7 дней');
    rerender(<Countdown until={now + 2 * DAY + 1 * HOUR + 5 * MINUTE} />);
    expect(screen.getByRole('timer')).toHaveTextContent('2 дня 1 час 5 минут');
    rerender(<Countdown until={now + 1 * DAY + 21 * HOUR + 22 * MINUTE} />);
    expect(screen.getByRole('timer')).toHaveTextContent('1 день 21 час 22 минуты');
    rerender(<Countdown until={now + 3 * HOUR + 1 * MINUTE} />);
    expect(screen.getByRole('timer')).toHaveTextContent('3 часа 1 минута');
  });

  it('crosses the day and the hour boundaries as the clock runs (the reject countdown)', () => {
    // 1 day and 30 s left: a minute later under a day (23 h 59 min), 23 hours later under an hour (mm:ss).
    render(<Countdown until={Date.now() + DAY + 30_000} />);
    const timer = screen.getByRole('timer');
    expect(timer).toHaveTextContent(/^1 день$/);
    act(() => {
      vi.advanceTimersByTime(MINUTE);
    });
    expect(timer).toHaveTextContent('23 часа 59 минут');
    act(() => {
      vi.advanceTimersByTime(23 * HOUR);
    });
    expect(timer).toHaveTextContent('59:30');
    act(() => {
      vi.advanceTimersByTime(59 * MINUTE);
    });
    expect(timer).toHaveTextContent('00:30');
  });

  it('uses Kazakh words in kz', async () => {
    vi.useRealTimers();
    await setLocale('kz');
    vi.useFakeTimers();
    render(<Countdown until={Date.now() + 6 * DAY + 23 * HOUR + 59 * MINUTE} />);
    expect(screen.getByRole('timer')).toHaveTextContent('6 күн 23 сағат 59 минут');
  });

  it('calls onDone at once when the deadline is already past', () => {
    const onDone = vi.fn();
    render(<Countdown until={Date.now() - 1000} onDone={onDone} />);
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onDone).toHaveBeenCalledTimes(1);
  });
});
