/**
 * Kazakhstan individual identification number (ИИН / ЖСН): 12 digits.
 *   YYMMDD  birth date (two-digit year)
 *   C       century and sex: 1/2 born 1800–1899, 3/4 1900–1999, 5/6 2000–2099; odd male, even female
 *   NNNN    serial
 *   K       control digit
 * Pure and total: every function accepts any input and answers null/false rather than throwing,
 * because what reaches them is whatever a borrower typed or a server sent.
 */

const WEIGHTS_1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;
const WEIGHTS_2 = [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2] as const;

export type IinSex = 'male' | 'female';

function weighted(digits: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (digits[i] ?? 0) * (weights[i] ?? 0);
  return sum % 11;
}

/**
 * The control digit for the first 11 digits, or null when there is none: the sum with the first weights
 * gives 10, the second weights are tried, and a second 10 means no IIN may be issued with that prefix.
 */
export function iinControl(first11: unknown): number | null {
  if (typeof first11 !== 'string' || !/^\d{11}$/.test(first11)) return null;
  const digits = Array.from(first11, Number);
  const first = weighted(digits, WEIGHTS_1);
  if (first !== 10) return first;
  const second = weighted(digits, WEIGHTS_2);
  return second === 10 ? null : second;
}

function centuryOf(digit: number): number | null {
  if (digit === 1 || digit === 2) return 1800;
  if (digit === 3 || digit === 4) return 1900;
  if (digit === 5 || digit === 6) return 2000;
  return null;
}

function isLeap(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeap(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Birth date 'YYYY-MM-DD' encoded in a 12-digit IIN, or null when the date or century digit is impossible. */
export function iinBirthDate(iin: unknown): string | null {
  if (typeof iin !== 'string' || !/^\d{12}$/.test(iin)) return null;
  const century = centuryOf(Number(iin[6]));
  if (century === null) return null;
  const year = century + Number(iin.slice(0, 2));
  const month = Number(iin.slice(2, 4));
  const day = Number(iin.slice(4, 6));
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${iin.slice(2, 4)}-${iin.slice(4, 6)}`;
}

/** Sex encoded in the century digit (odd male, even female), or null when the IIN has no valid date. */
export function iinSex(iin: unknown): IinSex | null {
  if (iinBirthDate(iin) === null) return null;
  return Number((iin as string)[6]) % 2 === 1 ? 'male' : 'female';
}

/** 12 digits, a real birth date, a century/sex digit 1–6 and the right control digit. */
export function iinValid(iin: unknown): boolean {
  if (iinBirthDate(iin) === null) return false;
  const s = iin as string;
  return iinControl(s.slice(0, 11)) === Number(s[11]);
}
