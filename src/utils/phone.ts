/**
 * Kazakh mobile numbers: +7 then 10 digits whose first three are a mobile operator code
 * (docs/decisions.md lists the source). The app works with the 10-digit national part and sends
 * '7' + national to the API.
 */
export const KZ_MOBILE_PREFIXES = [
  '700', '701', '702', '705', '706', '707', '708', '747', '750', '751',
  '760', '761', '762', '763', '764', '771', '775', '776', '777', '778',
] as const;

const NATIONAL_LENGTH = 10;

/**
 * What the borrower typed or pasted, as the national digits (at most 10).
 * '+7 701 123 45 67', '8 701 123 4567', '87011234567', '77011234567' and '7011234567' all give '7011234567'.
 */
export function nationalDigits(input: unknown): string {
  if (typeof input !== 'string') return '';
  let d = input.replace(/\D/g, '');
  if (d.length > NATIONAL_LENGTH && (d.startsWith('7') || d.startsWith('8'))) d = d.slice(1);
  return d.slice(0, NATIONAL_LENGTH);
}

export type PhoneProblem = 'empty' | 'incomplete';

/** null when the national digits are a full Kazakh mobile number. */
export function phoneProblem(national: string): PhoneProblem | null {
  if (national.length === 0) return 'empty';
  if (national.length !== NATIONAL_LENGTH) return 'incomplete';
  if (!(KZ_MOBILE_PREFIXES as readonly string[]).includes(national.slice(0, 3))) return 'incomplete';
  return null;
}

export const isKzMobile = (national: string): boolean => phoneProblem(national) === null;

/** '7011234567' -> '701 123 45 67' as it is typed (the +7 is drawn before the field). */
export function formatNational(national: string): string {
  const d = national.slice(0, NATIONAL_LENGTH);
  const parts = [d.slice(0, 3), d.slice(3, 6), d.slice(6, 8), d.slice(8, 10)].filter(Boolean);
  return parts.join(' ');
}

/**
 * A full Kazakh number for reading and calling: '77272000000' (or '+7 727…') -> '+7 727 200 00 00' with
 * no-break spaces (it never wraps); '' when it is not 11 digits starting with 7.
 */
export function displayPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length !== 11 || !d.startsWith('7')) return '';
  return ['+7', d.slice(1, 4), d.slice(4, 7), d.slice(7, 9), d.slice(9, 11)].join('\u00a0');
}

/**
 * The address to call a number the server gave ('77272000000': E.164 without the plus, or with it), or undefined when
 * it is not one: a server's text never becomes a link of another kind or with more in it.
 */
export function telHref(phone: string): string | undefined {
  const m = /^\+?(\d{10,15})$/.exec(phone);
  return m ? `tel:+${m[1]}` : undefined;
}

/**
 * The address to write to an e-mail the server gave, or undefined when it is not a plain address: `?`, `&`, `#` or
 * `%` would let it carry a copy to someone else or a prefilled text (`a@x.kz?bcc=…`).
 */
export function mailtoHref(email: string): string | undefined {
  return /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[a-z]{2,}$/i.test(email) ? `mailto:${email}` : undefined;
}

/** The API's form: '77011234567'. */
export const toApiPhone = (national: string): string => `7${national}`;

/** For display on shared screens: '+7 701 ***-**-67'. Accepts national or API form. */
export function maskPhone(phone: string | null | undefined): string {
  const d = nationalDigits(phone ?? '');
  if (d.length !== NATIONAL_LENGTH) return '';
  return `+7 ${d.slice(0, 3)} ***-**-${d.slice(8)}`;
}

/** Verification code: digits only, of the length the server announced (4 by default). */
export type CodeProblem = 'empty' | 'incomplete';
export function codeProblem(code: string, length = 4): CodeProblem | null {
  const d = code.replace(/\D/g, '');
  if (d.length === 0) return 'empty';
  if (d.length !== length) return 'incomplete';
  return null;
}
