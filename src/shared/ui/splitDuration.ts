export interface DurationParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left, rounded up: 4.2 s left shows as 5 s, so "00:00" only appears when done. */
  totalSeconds: number;
}

/** Splits a remaining time in ms into days, hours, minutes, seconds. Never throws; bad input is 0. */
export function splitDuration(ms: number): DurationParts {
  const safe = Number.isFinite(ms) && ms > 0 ? ms : 0;
  const totalSeconds = Math.ceil(safe / 1000);
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}
