import type { RepayInfoResponse } from '@/shared/api/payment';

/** Why an amount to pay cannot be sent, or null when the server's rules allow it. Pure, for the field. */
export type AmountProblem = 'empty' | 'notNumber' | 'tooSmall' | 'tooLarge' | 'fullOnly';

/** Digits only, as the borrower may type spaces or a currency sign. */
export function parseAmount(raw: string): number | null {
  const digits = raw.replace(/[\s\u00a0₸]/g, '');
  if (digits === '') return null;
  return /^\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

export function amountProblem(raw: string, info: Pick<RepayInfoResponse, 'repayAmount' | 'minPayment' | 'partialAllowed'>): AmountProblem | null {
  const v = parseAmount(raw);
  if (v === null) return 'empty';
  if (!Number.isInteger(v)) return 'notNumber';
  if (v > info.repayAmount) return 'tooLarge';
  if (v === info.repayAmount) return null;
  if (!info.partialAllowed) return 'fullOnly';
  return v < info.minPayment ? 'tooSmall' : null;
}

/**
 * The amount an address asks to pay (the transfer page, its details), if the server's rules allow it
 * (amountProblem); otherwise the whole sum owed. A hand-made `amount=1` never becomes the sum to transfer.
 */
export function amountToPay(raw: string | undefined, info: Pick<RepayInfoResponse, 'repayAmount' | 'minPayment' | 'partialAllowed'>): number {
  if (raw === undefined || amountProblem(raw, info) !== null) return info.repayAmount;
  return parseAmount(raw) ?? info.repayAmount;
}

/** Digits in groups of three with no-break spaces ('30045' → '30 045'), as every figure reads; anything else is dropped. */
export function groupDigits(raw: string): string {
  return raw.replace(/\D/g, '').replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');
}
