/** Small pure helpers of the sandbox backend. */

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Kazakhstan is on UTC+5 everywhere since March 2024; the server dates its loans in that zone. */
const KZ_OFFSET_MS = 5 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of an instant in Kazakhstan. */
export function kzDate(ms: number): string {
  return new Date(ms + KZ_OFFSET_MS).toISOString().slice(0, 10);
}

export function isoDateTime(ms: number): string {
  return new Date(ms).toISOString();
}

/** Whole days from date a to date b ('YYYY-MM-DD'), b - a. */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / DAY_MS);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

function randomBytes(n: number): Uint8Array {
  const bytes = new Uint8Array(n);
  globalThis.crypto.getRandomValues(bytes);
  return bytes;
}

export function randomHex(bytes: number): string {
  return Array.from(randomBytes(bytes), (b) => b.toString(16).padStart(2, '0')).join('');
}

export function randomDigits(n: number): string {
  return Array.from(randomBytes(n), (b) => String(b % 10)).join('');
}

/** Stable small hash of a string (for deterministic fake data per phone). */
export function hash(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** '+7 701 234 56 78' style input, '87012345678' or '7012345678' -> '77012345678'; null if not a KZ mobile. */
export function normalisePhone(input: unknown): string | null {
  if (typeof input !== 'string' && typeof input !== 'number') return null;
  let d = String(input).replace(/\D/g, '');
  if (d.length === 10) d = `7${d}`;
  if (d.length === 11 && d.startsWith('8')) d = `7${d.slice(1)}`;
  return /^7\d{10}$/.test(d) ? d : null;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

export function cardBrand(digits: string): 'visa' | 'mastercard' | null {
  if (/^4/.test(digits)) return 'visa';
  const two = Number(digits.slice(0, 2));
  const four = Number(digits.slice(0, 4));
  if (two >= 51 && two <= 55) return 'mastercard';
  if (four >= 2221 && four <= 2720) return 'mastercard';
  return null;
}

const IIN_W1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11];
const IIN_W2 = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2];

/** Control digit of the first 11 digits of an IIN, or null when the number cannot have one. */
export function iinControl(first11: string): number | null {
  const d = Array.from(first11, Number);
  const sum = (w: number[]) => d.reduce((acc, x, i) => acc + x * (w[i] ?? 0), 0) % 11;
  let c = sum(IIN_W1);
  if (c === 10) c = sum(IIN_W2);
  return c === 10 ? null : c;
}

/** Birth date ('YYYY-MM-DD') encoded in an IIN, or null when the IIN is malformed. */
export function iinBirthDate(iin: string): string | null {
  if (!/^\d{12}$/.test(iin)) return null;
  const centuryDigit = Number(iin[6]);
  const century = centuryDigit === 1 || centuryDigit === 2 ? 1800 : centuryDigit <= 4 ? 1900 : centuryDigit <= 6 ? 2000 : 0;
  if (!century) return null;
  const date = `${century + Number(iin.slice(0, 2))}-${iin.slice(2, 4)}-${iin.slice(4, 6)}`;
  const t = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== date ? null : date;
}

/** A 12-digit IIN with a valid date, century/sex digit and control digit. */
export function iinValid(iin: string): boolean {
  if (!iinBirthDate(iin)) return false;
  return iinControl(iin.slice(0, 11)) === Number(iin[11]);
}

/** Builds a valid IIN for a birth date and sex; `seed` picks the serial. */
export function makeIin(birthDate: string, female: boolean, seed: number): string {
  const [y, m, d] = birthDate.split('-');
  const year = Number(y);
  const centuryDigit = (year >= 2000 ? 5 : 3) + (female ? 1 : 0);
  for (let i = 0; i < 10_000; i++) {
    const serial = String((seed + i) % 10_000).padStart(4, '0');
    const first11 = `${String(y).slice(2)}${m}${d}${centuryDigit}${serial}`;
    const c = iinControl(first11);
    if (c !== null) return `${first11}${c}`;
  }
  throw new Error('unreachable: no IIN serial found');
}

export function roundTenge(x: number): number {
  return Math.round(x);
}
