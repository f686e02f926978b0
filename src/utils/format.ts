/** Tenge amounts and dates, formatted for the current language tag ('ru' or 'kk'). */
export function formatTenge(amount: number, tag: string): string {
  const n = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }).format(amount);
  return `${n} ₸`;
}

/** 'YYYY-MM-DD' -> '5 декабря 2026' / '2026 ж. 5 желтоқсан'. Invalid input is returned unchanged. */
export function formatDate(iso: string, tag: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(d);
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
