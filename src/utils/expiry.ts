/**
 * Card expiry 'MM/YY' (spec section 5: picked, not in the past). A card is valid to the last day of
 * its month; "now" is the calendar month in Kazakhstan (UTC+5 everywhere since March 2024), so a
 * borrower's phone set to another zone does not decide. Pure and total.
 */
import { kzWallClock } from '@/utils/kzDate';

export interface Expiry {
  month: number;
  /** Four digits. */
  year: number;
}

/** Issuers print at most a few years ahead; anything beyond this is a typo. */
export const MAX_YEARS_AHEAD = 20;

/** The current month in Kazakhstan. */
export function kzMonth(now: number = Date.now()): Expiry {
  const d = kzWallClock(now);
  return { month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** { month: 8, year: 2029 } -> '08/29' (what setBankInfo takes and what the card shows). */
export function formatExpiry({ month, year }: Expiry): string {
  return `${pad(month)}/${pad(year % 100)}`;
}

/**
 * What the expiry input shows for what was typed, pasted or autofilled: digits become 'MM/YY' as they
 * come ('1', '12', '12/2', '12/29'); a first digit above 1 can only be a month 0X ('5' -> '05');
 * autofill's '08/2029' becomes '08/29'.
 */
export function expiryInput(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const full = /^\s*(\d{1,2})\s*[/.\-\s]\s*(\d{4}|\d{2})\s*$/.exec(raw);
  if (full) return `${full[1]!.padStart(2, '0')}/${full[2]!.slice(-2)}`;
  let d = raw.replace(/\D/g, '');
  if (/^[2-9]/.test(d)) d = `0${d}`;
  d = d.slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)}/${d.slice(2)}` : d;
}

/** 'MM/YY' -> the expiry, or null when it is not two digits, a slash and two digits with a real month. */
export function parseExpiry(value: unknown): Expiry | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!m) return null;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(m[2]) };
}

export type ExpiryProblem = 'empty' | 'incomplete' | 'month' | 'past' | 'tooFar';

/** What is wrong with an expiry as typed ('MM/YY'); null when the card is valid this month or later. */
export function expiryProblem(value: unknown, now: number = Date.now()): ExpiryProblem | null {
  if (typeof value !== 'string' || value.trim() === '') return 'empty';
  const m = /^(\d{2})\/(\d{2})$/.exec(value.trim());
  if (!m) return 'incomplete';
  const e = parseExpiry(value);
  if (!e) return 'month';
  const cur = kzMonth(now);
  if (e.year < cur.year || (e.year === cur.year && e.month < cur.month)) return 'past';
  if (e.year > cur.year + MAX_YEARS_AHEAD) return 'tooFar';
  return null;
}

/** The months a picker offers: from this month to December of the last year allowed. */
export function expiryChoices(now: number = Date.now()): { years: number[]; firstMonth: (year: number) => number } {
  const cur = kzMonth(now);
  const years = Array.from({ length: MAX_YEARS_AHEAD + 1 }, (_, i) => cur.year + i);
  return { years, firstMonth: (year) => (year === cur.year ? cur.month : 1) };
}
