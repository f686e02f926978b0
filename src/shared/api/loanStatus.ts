/**
 * Statuses of a loan once the company decided to lend (spec section 4 list labels, plus overdue).
 * The account's current loan uses exactly these; an order adds the review states before them.
 */
export const LENDING_STATUSES = [
  'awaiting_payout',
  'payout_in_progress',
  'failed',
  'awaiting_repayment',
  'overdue',
  'repaid',
] as const;
