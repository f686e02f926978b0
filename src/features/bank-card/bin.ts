import type { Bank } from '@/features/bank-card/api';

/** A BIN (the issuer's number) is the first six digits of a card number. */
export const BIN_LENGTH = 6;

/** The BIN of what is typed so far; null until six digits are there. */
export function binOf(digits: string): string | null {
  return /^\d{6}/.test(digits) ? digits.slice(0, BIN_LENGTH) : null;
}

/**
 * The bank that issued the card, from the server's BIN table (each bank's `bins`); null when fewer than
 * six digits are typed or no bank lists the BIN. Looked up here, in memory: no digit of the card leaves
 * the form before the save. Pure.
 */
export function bankByBin(banks: readonly Bank[], digits: string): Bank | null {
  const bin = binOf(digits);
  if (!bin) return null;
  return banks.find((b) => b.bins?.includes(bin)) ?? null;
}
