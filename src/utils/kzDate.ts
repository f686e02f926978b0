/**
 * Kazakhstan's calendar and clock, the one place that knows its offset. The whole country is on UTC+5
 * (Asia/Almaty since 1 March 2024, no daylight saving), and the lender counts due dates and days overdue
 * by that calendar: a day overdue starts at midnight in Almaty, whatever the phone's own time zone. The
 * app and the sandbox (the company's server) both date things here.
 */
const KZ_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

/** The wall clock in Kazakhstan at an instant: a Date whose UTC fields read Almaty's date and time. */
export function kzWallClock(at: number): Date {
  return new Date(at + KZ_OFFSET_MS);
}

/** 'YYYY-MM-DD' in Kazakhstan for an instant. */
export function kzDay(at: number): string {
  return kzWallClock(at).toISOString().slice(0, 10);
}

/** The instant it is `hour`:00 in Kazakhstan on a 'YYYY-MM-DD' day (midnight by default). */
export function kzInstant(day: string, hour = 0): number {
  return Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000 - KZ_OFFSET_MS;
}

/** 'HH:MM' (24-hour) in Kazakhstan for an instant. */
export function kzTimeOfDay(at: number): string {
  return kzWallClock(at).toISOString().slice(11, 16);
}

export function addDaysIso(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` ('YYYY-MM-DD'); negative when `to` is earlier. */
export function daysBetweenIso(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** Calendar days from today (Kazakhstan) to the due date: 0 on the day, negative once it has passed. */
export function daysUntilDue(dueDate: string, now: number): number {
  return daysBetweenIso(kzDay(now), dueDate);
}
