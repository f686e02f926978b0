import { afterEach, describe, expect, it, vi } from 'vitest';

const plain = (s: string) => s.replace(/\s/g, ' ');

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('formatting for ru and kk', () => {
  it('with full ICU: tenge with a no-break space before the sign, Kazakh long dates', async () => {
    const { formatDate, formatTenge, formatPercent } = await import('@/utils/format');
    expect(formatTenge(10_000, 'ru')).toMatch(/^10\s000\u00a0₸$/);
    expect(plain(formatTenge(10_000, 'kk'))).toBe('10 000 ₸');
    expect(plain(formatPercent(71.92, 'kk'))).toBe('71,92 %');
    expect(formatDate('2026-12-05', 'kk')).toBe('2026\u00a0ж. 5\u00a0желтоқсан');
  });

  it('a browser whose ICU has no Kazakh data (Debian Chromium, trimmed WebViews) still gets Kazakh numbers and dates', async () => {
    const RealIntl = Intl;
    // Such a browser formats 'kk' like English.
    const fake = {
      ...RealIntl,
      NumberFormat: function (tag: string, opts?: Intl.NumberFormatOptions) {
        return new RealIntl.NumberFormat(tag === 'kk' ? 'en' : tag, opts);
      },
      DateTimeFormat: function (tag: string, opts?: Intl.DateTimeFormatOptions) {
        return new RealIntl.DateTimeFormat(tag === 'kk' ? 'en' : tag, opts);
      },
    };
    vi.stubGlobal('Intl', fake);
    const { formatDate, formatTenge, formatPercent, kazakhIntlWorks } = await import('@/utils/format');
    const { monthNames } = await import('@/shared/ui/dateParts');
    expect(kazakhIntlWorks()).toBe(false);
    expect(plain(formatTenge(10_000, 'kk'))).toBe('10 000 ₸');
    expect(plain(formatPercent(0.15, 'kk'))).toBe('0,15 %');
    expect(formatDate('2026-12-05', 'kk')).toBe('2026\u00a0ж. 5\u00a0желтоқсан');
    expect(formatDate('2027-01-31', 'kk')).toBe('2027\u00a0ж. 31\u00a0қаңтар');
    expect(monthNames('kk')[0]).toBe('Қаңтар');
    // Russian is untouched.
    expect(formatDate('2026-12-05', 'ru')).toBe('5\u00a0декабря 2026\u00a0г.');
  });

  it('no line ends inside a date (ux review, defect 18): a day stays with its month, «г.» with its year', async () => {
    const { formatDate } = await import('@/utils/format');
    expect(formatDate('2026-12-05', 'ru')).toBe('5\u00a0декабря 2026\u00a0г.');
    expect(formatDate('2026-12-05', 'kk')).toBe('2026\u00a0ж. 5\u00a0желтоқсан');
  });
});
