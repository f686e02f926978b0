import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { existingKey, i18next, initI18n, setLocale } from '@/lib/i18n';
import { failOnMissingKeys, takeMissingKeys } from './missingKeys';

function Probe() {
  const { t } = useTranslation('coupons');
  // @ts-expect-error a key missing from locales/ru does not typecheck
  const lost = String(t('page.tabs.lost'));
  return (
    <p>
      {t('page.tabs.available')} {lost}
    </p>
  );
}

describe('a test that shows a text missing from locales/ fails (tests/setup.ts)', () => {
  it('fails after a render that shows a raw key, naming the language, namespace and key', async () => {
    await initI18n({ locale: 'kz' });
    render(<Probe />);
    expect(screen.getByText(/page\.tabs\.lost/)).toBeVisible();
    // What the setup's afterEach runs; the throw also takes the record, so this test itself passes.
    expect(() => failOnMissingKeys()).toThrow('Texts missing from locales/ (shown as raw keys): kk coupons:page.tabs.lost');
    expect(takeMissingKeys()).toEqual([]);
  });

  it('does not fail for an existence check, a read of the texts, or a switch of language', async () => {
    await initI18n({ locale: 'ru' });
    expect(i18next.exists('page.tabs.lost', { ns: 'coupons' })).toBe(false);
    expect(existingKey('options', 'income', 'gt_1000000')).toBeNull();
    expect(existingKey('options', 'income', 'gt_500000')).toBe('income.gt_500000');
    await setLocale('kz');
    expect(i18next.t('page.tabs.available', { ns: 'coupons' })).not.toBe('page.tabs.available');
    expect(() => failOnMissingKeys()).not.toThrow();
  });
});
