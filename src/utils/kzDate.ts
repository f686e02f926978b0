/**
 * Calendar days in Kazakhstan. The whole country is on UTC+5 (Asia/Almaty since 1 March 2024, no
 * daylight saving), and the lender counts due dates and days overdue by that calendar: a day overdue
 * starts at midnight in Almaty, whatever the phone's own time zone.
 */
const KZ_OFFSET_MS = 5 * 3_600_000;
const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' in Kazakhstan for an instant. */
export function kzDay(at: number): string {
  return new Date(at + KZ_OFFSET_MS).toISOString().slice(0, 10);
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
