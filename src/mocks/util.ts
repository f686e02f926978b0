/** Small pure helpers of the sandbox backend. */
import { iinControl } from '@/utils/iin';

export const DAY_MS = 24 * 60 * 60 * 1000;

export function isoDateTime(ms: number): string {
  return new Date(ms).toISOString();
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

/**
 * Builds a valid IIN for a birth date ('YYYY-MM-DD', 1800–2099) and sex: test data for fixtures and the
 * fake ID recognition. `seed` picks the serial; serials whose prefix has no control digit are skipped.
 */
export function makeIin(birthDate: string, female: boolean, seed: number): string {
  const [y, m, d] = birthDate.split('-');
  const year = Number(y);
  const centuryDigit = (year < 1900 ? 1 : year < 2000 ? 3 : 5) + (female ? 1 : 0);
  for (let i = 0; i < 10_000; i++) {
    const serial = String((seed + i) % 10_000).padStart(4, '0');
    const first11 = `${String(y).slice(2)}${m}${d}${centuryDigit}${serial}`;
    const c = iinControl(first11);
    if (c !== null) return `${first11}${c}`;
  }
  throw new Error('unreachable: no IIN serial found');
}
