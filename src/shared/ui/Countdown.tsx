import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitDuration } from '@/shared/ui/splitDuration';

export interface CountdownProps {
  /** Deadline, epoch ms (e.g. rejection time + 7 days). */
  until?: number;
  /** Or a number of seconds from mount (e.g. 60 before the code can be re-sent). */
  seconds?: number;
  /** Called once when the time is up (also at mount if already past). */
  onDone?: () => void;
  className?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Remaining time, updated every second: "04:59" under an hour, "2 ч 5 мин"-style words with plurals
 * above it ("6 дней 23 часа" / "6 күн 23 сағат"). role="timer" is not announced on every tick.
 */
export function Countdown({ until, seconds, onDone, className }: CountdownProps) {
  const { t } = useTranslation('ui');
  const [deadline] = useState(() => until ?? Date.now() + (seconds ?? 0) * 1000);
  const target = until ?? deadline;
  const [now, setNow] = useState(() => Date.now());
  const onDoneRef = useRef(onDone);
  const doneFor = useRef<number | null>(null);
  useEffect(() => {
    onDoneRef.current = onDone;
  });

  useEffect(() => {
    const tick = () => {
      const current = Date.now();
      setNow(current);
      if (current >= target) {
        clearInterval(id);
        if (doneFor.current !== target) {
          doneFor.current = target;
          onDoneRef.current?.();
        }
      }
    };
    const id = setInterval(tick, 1000);
    tick();
    return () => clearInterval(id);
  }, [target]);

  const p = splitDuration(target - now);
  let text: string;
  if (p.days > 0) {
    text = [t('duration.days', { count: p.days }), p.hours > 0 && t('duration.hours', { count: p.hours }), p.minutes > 0 && t('duration.minutes', { count: p.minutes })]
      .filter(Boolean)
      .join(' ');
  } else if (p.hours > 0) {
    text = [t('duration.hours', { count: p.hours }), p.minutes > 0 && t('duration.minutes', { count: p.minutes })]
      .filter(Boolean)
      .join(' ');
  } else {
    text = `${pad(p.minutes)}:${pad(p.seconds)}`;
  }

  return (
    <span role="timer" className={className}>
      {text}
    </span>
  );
}
