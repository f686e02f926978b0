/**
 * Tenge amounts and dates, formatted for the current language tag ('ru' or 'kk'). Formatters are made
 * once per tag: building an Intl formatter costs far more than using one, and the offer re-renders its
 * figures on every step of the thumb.
 */
const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatter<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let f = cache.get(key) as T | undefined;
  if (!f) {
    f = make();
    cache.set(key, f);
  }
  return f;
}

export function formatTenge(amount: number, tag: string): string {
  const n = formatter(`tenge:${tag}`, () => new Intl.NumberFormat(tag, { maximumFractionDigits: 0 })).format(amount);
  return `${n} ₸`;
}

/** A percentage such as '71,92 %' (up to two decimals). */
export function formatPercent(value: number, tag: string): string {
  return `${formatter(`percent:${tag}`, () => new Intl.NumberFormat(tag, { maximumFractionDigits: 2 })).format(value)} %`;
}

/** 'YYYY-MM-DD' -> '5 декабря 2026' / '2026 ж. 5 желтоқсан'. Invalid input is returned unchanged. */
export function formatDate(iso: string, tag: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return formatter(`date:${tag}`, () => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).format(d);
}

/** IIN shown on shared screens: first 2 and last 2 digits. */
export function maskIin(iin: string | null | undefined): string {
  const d = (iin ?? '').replace(/\D/g, '');
  if (d.length !== 12) return '';
  return `${d.slice(0, 2)}${'•'.repeat(8)}${d.slice(10)}`;
}

/** Card shown as brand + last 4 only (PCI DSS 3.4.1 allows at most first 6 / last 4). */
export function maskCard(last4: string): string {
  return `•••• ${last4.replace(/\D/g, '').slice(-4)}`;
}
