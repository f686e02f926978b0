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
