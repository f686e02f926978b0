/**
 * The query values of the extension and payment-failure pages, checked. They come from an address anyone
 * can type (or a payment page's return address): anything unexpected reads as absent, never as a path,
 * an amount or a verdict.
 */

/** Order numbers as the server issues them ('BZ260305000001'): letters, digits, '-' and '_'. */
const ORDER_NO = /^[A-Za-z0-9_-]{1,64}$/;

export function parseOrderNo(v: string | undefined): string | undefined {
  return v !== undefined && ORDER_NO.test(v) ? v : undefined;
}

/** A term in whole days (1..365); the page then keeps it only if the server offers it. */
export function parseDays(v: string | undefined): number | undefined {
  if (v === undefined || !/^\d{1,3}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 && n <= 365 ? n : undefined;
}

/** The page was reached from the payment provider: `return=1`, nothing else. */
export function parseReturned(v: string | undefined): boolean {
  return v === '1';
}

