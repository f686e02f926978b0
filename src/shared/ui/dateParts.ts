import { KK_MONTHS, kazakhIntlWorks } from '@/utils/format';
/** Pure helpers for DatePicker: 'YYYY-MM-DD' strings, no time zones involved. */

export interface DateParts {
  y: number;
  m: number; // 1..12
  d: number; // 1..31
}

/** Spec: date pickers range 150 years either side of the current year by default. */
export const DATE_RANGE_YEARS = 150;

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

export function daysInMonth(y: number, m: number): number {
  if (m === 2) return isLeap(y) ? 29 : 28;
  return MONTH_DAYS[m - 1] ?? 31;
}

function isLeap(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function parseDate(s: string | null | undefined): DateParts | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s ?? '');
  if (!match) return null;
  const y = Number(match[1]);
  const m = Number(match[2]);
  const d = Number(match[3]);
  if (m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  return { y, m, d };
}

const pad = (n: number, len = 2) => String(n).padStart(len, '0');

export function formatDate({ y, m, d }: DateParts): string {
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

export function compareDates(a: DateParts, b: DateParts): number {
  return a.y - b.y || a.m - b.m || a.d - b.d;
}

export function clampDate(p: DateParts, min: DateParts, max: DateParts): DateParts {
  const fixed = { ...p, d: Math.min(p.d, daysInMonth(p.y, p.m)) };
  if (compareDates(fixed, min) < 0) return min;
  if (compareDates(fixed, max) > 0) return max;
  return fixed;
}

export function todayParts(now = new Date()): DateParts {
  return { y: now.getFullYear(), m: now.getMonth() + 1, d: now.getDate() };
}

export function defaultRange(now = new Date()): { min: DateParts; max: DateParts } {
  const y = now.getFullYear();
  return { min: { y: y - DATE_RANGE_YEARS, m: 1, d: 1 }, max: { y: y + DATE_RANGE_YEARS, m: 12, d: 31 } };
}

/** Month names in the nominative ('январь', 'Қаңтар'), capitalised, for the given BCP 47 tag. */
export function monthNames(tag: string): string[] {
  if (tag === 'kk' && !kazakhIntlWorks()) return KK_MONTHS.map((n) => n.charAt(0).toLocaleUpperCase('kk') + n.slice(1));
  const f = new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, i) => {
    const name = f.format(new Date(Date.UTC(2000, i, 1)));
    return name.charAt(0).toLocaleUpperCase(tag) + name.slice(1);
  });
}

/**
 * '15.03.1990' in both languages: the form used in Kazakhstan for ru and kk. Built by hand, because
 * Intl's short date for 'kk' differs between ICU versions (Node gives 15.03.1990, Chromium 1990-03-15).
 */
export function displayDate(p: DateParts): string {
  return `${pad(p.d)}.${pad(p.m)}.${pad(p.y, 4)}`;
}
