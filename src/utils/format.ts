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

/** Kazakh month names (CLDR, format-wide), for browsers whose ICU has no Kazakh data. */
export const KK_MONTHS = ['қаңтар', 'ақпан', 'наурыз', 'сәуір', 'мамыр', 'маусым', 'шілде', 'тамыз', 'қыркүйек', 'қазан', 'қараша', 'желтоқсан'] as const;

let kazakhIntl: boolean | undefined;
/**
 * Whether this browser's Intl really formats Kazakh. Debian's Chromium (and some in-app WebViews built
 * with a trimmed ICU) claim `kk` but format it as English ('10,000.5', '2026 M12 5'). Probed once.
 */
export function kazakhIntlWorks(): boolean {
  if (kazakhIntl === undefined) {
    try {
      const n = new Intl.NumberFormat('kk').format(1000.5).replace(/\s/g, ' ');
      const m = new Intl.DateTimeFormat('kk', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2026, 11, 5)));
      kazakhIntl = n === '1 000,5' && m.includes('желтоқсан');
    } catch {
      kazakhIntl = false;
    }
  }
  return kazakhIntl;
}

/** The tag numbers are formatted with: Kazakh numbers follow the same rules as Russian (space groups, decimal comma). */
export function numberTag(tag: string): string {
  return tag === 'kk' && !kazakhIntlWorks() ? 'ru' : tag;
}

/** A plain number ('10 000') by the language's rules. */
export function formatNumber(value: number, tag: string): string {
  const t = numberTag(tag);
  return formatter(`number:${t}`, () => new Intl.NumberFormat(t, { maximumFractionDigits: 2 })).format(value);
}

/** '30 000 ₸': the sign after a no-break space, so it never wraps onto a line of its own. */
export function formatTenge(amount: number, tag: string): string {
  const t = numberTag(tag);
  const n = formatter(`tenge:${t}`, () => new Intl.NumberFormat(t, { maximumFractionDigits: 0 })).format(amount);
  return `${n}\u00a0₸`;
}

/**
 * Builds the tenge and percent formatters ahead of need, in a task of their own: the first formatter a
 * page makes costs a cheap phone tens of milliseconds (the browser loads its locale data), which should
 * not add to the render that shows the figures.
 */
export function warmFormatters(tag: string): void {
  setTimeout(() => {
    formatTenge(0, tag);
    formatPercent(0, tag);
  }, 0);
}

/** A percentage such as '71,92 %' (up to two decimals). */
export function formatPercent(value: number, tag: string): string {
  const t = numberTag(tag);
  return `${formatter(`percent:${t}`, () => new Intl.NumberFormat(t, { maximumFractionDigits: 2 })).format(value)}\u00a0%`;
}

/**
 * 'YYYY-MM-DD' -> '5 декабря 2026 г.' / '2026 ж. 5 желтоқсан', with a no-break space after each number (a day
 * never leaves its month, nor a year its «г.» / «ж.»). Invalid input is returned unchanged.
 */
export function formatDate(iso: string, tag: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  // CLDR's Kazakh long date, "y 'ж'. d MMMM", where the browser cannot make it.
  const text =
    tag === 'kk' && !kazakhIntlWorks()
      ? `${Number(m[1])} ж. ${Number(m[3])} ${KK_MONTHS[Number(m[2]) - 1]}`
      : formatter(`date:${tag}`, () => new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })).format(d);
  return text.replace(/(\d)\s(?=\p{L})/gu, '$1\u00a0');
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
