/**
 * Payment card number checks. The app accepts Visa and Mastercard only (spec section 9).
 * Pure and total: any input gives false/null, never an exception.
 */

export type CardBrand = 'visa' | 'mastercard';

/** Luhn (mod 10) check of a string of digits; false for anything that is not only digits. */
export function luhnValid(digits: unknown): boolean {
  if (typeof digits !== 'string' || !/^\d+$/.test(digits)) return false;
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

/**
 * Brand from the leading digits: Visa starts with 4; Mastercard with 51–55 or 2221–2720 (the 2-series).
 * Anything else, including too few digits to tell, is null.
 */
export function cardBrand(digits: unknown): CardBrand | null {
  if (typeof digits !== 'string' || !/^\d+$/.test(digits)) return null;
  if (digits.startsWith('4')) return 'visa';
  if (digits.length >= 2) {
    const two = Number(digits.slice(0, 2));
    if (two >= 51 && two <= 55) return 'mastercard';
  }
  if (digits.length >= 4) {
    const four = Number(digits.slice(0, 4));
    if (four >= 2221 && four <= 2720) return 'mastercard';
  }
  return null;
}

/** The longest number each brand issues: Mastercard 16 digits, Visa up to 19; unknown brands 19. */
export function maxCardLength(brand: CardBrand | null): number {
  return brand === 'mastercard' ? 16 : 19;
}

/** Lengths a complete number of the brand may have (ISO/IEC 7812 as the schemes issue them today). */
const LENGTHS: Record<CardBrand, readonly number[]> = { visa: [16, 19], mastercard: [16] };

/** Digits of whatever was typed, pasted or autofilled ('4400 4301-2345…'), cut to the brand's longest number. */
export function cardDigits(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const digits = raw.replace(/\D/g, '');
  return digits.slice(0, maxCardLength(cardBrand(digits)));
}

/** '4400430123456789' -> '4400 4301 2345 6789' (groups of four, as printed on Visa and Mastercard cards). */
export function formatCardNumber(digits: string): string {
  return (digits.match(/\d{1,4}/g) ?? []).join(' ');
}

export type CardNumberProblem = 'empty' | 'incomplete' | 'brand' | 'luhn';

/**
 * Whether digits typed so far can still become a Visa or Mastercard number: '3', '50' or '2220' cannot,
 * so the borrower hears it at once rather than after typing sixteen digits.
 */
export function mayBecomeAccepted(digits: string): boolean {
  if (!/^\d*$/.test(digits)) return false;
  if (digits.length === 0 || cardBrand(digits)) return true;
  if (digits.length >= 4) return false;
  const lo = Number(digits.padEnd(4, '0'));
  const hi = Number(digits.padEnd(4, '9'));
  return (lo <= 5599 && hi >= 5100) || (lo <= 2720 && hi >= 2221);
}

/**
 * What is wrong with a card number (digits only), in the order the borrower meets it: nothing typed;
 * a brand the app does not take (known from the first four digits); too short for its brand; a typo
 * (Luhn). null when the number can be sent.
 */
export function cardNumberProblem(digits: unknown): CardNumberProblem | null {
  if (typeof digits !== 'string' || digits === '') return 'empty';
  if (!/^\d+$/.test(digits)) return 'luhn';
  const brand = cardBrand(digits);
  if (!brand) return mayBecomeAccepted(digits) ? 'incomplete' : 'brand';
  if (!LENGTHS[brand].includes(digits.length)) return 'incomplete';
  return luhnValid(digits) ? null : 'luhn';
}
