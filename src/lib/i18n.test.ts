import { beforeEach, describe, expect, it } from 'vitest';
import { takeMissingKeys } from '../../tests/missingKeys';
import { SERVICING_NAMESPACES } from '@/lib/textGroups';
import { bundledLoader, currentLocale, i18next, initI18n, loadTexts, resetI18nForTests, savedLocale, setLocale, toggleLocale } from '@/lib/i18n';

beforeEach(() => resetI18nForTests());

describe('languages', () => {
  it('defaults to ru with no saved choice', async () => {
    expect(await initI18n()).toBe('ru');
    expect(i18next.t('sessionExpired')).toBe('Срок действия входа истек');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('the toggle cycles ru -> kz -> ru, saves app_locale and maps kz to kk', async () => {
    await initI18n();
    expect(await toggleLocale()).toBe('kz');
    expect(localStorage.getItem('app_locale')).toBe('kz');
    expect(i18next.language).toBe('kk');
    expect(document.documentElement.lang).toBe('kk');
    expect(i18next.t('sessionExpired')).toBe('Кіру мерзімі аяқталды');
    expect(await toggleLocale()).toBe('ru');
    expect(localStorage.getItem('app_locale')).toBe('ru');
  });

  it('a saved choice wins at start-up (survives reload)', async () => {
    localStorage.setItem('app_locale', 'kz');
    expect(savedLocale()).toBe('kz');
    expect(await initI18n()).toBe('kz');
    expect(currentLocale()).toBe('kz');
    expect(i18next.t('tabs.me')).toBe('Мен');
  });

  it('falls back to kz when the ru table is missing', async () => {
    const used = await initI18n({
      locale: 'ru',
      loader: async (l) => (l === 'ru' ? null : { common: { appName: 'Сәлем' } }),
    });
    expect(used).toBe('kz');
    expect(i18next.t('appName')).toBe('Сәлем');
  });

  it('the app starts with the first-screen texts only; the rest loads after, and a language switch keeps up', async () => {
    await initI18n({ locale: 'ru', namespaces: 'core' });
    // A no-break space keeps «5 минут» on one line (ux.md defect 18).
    expect(i18next.t('loans.heroTitle', { ns: 'pages' })).toBe('Деньги на карту примерно за 5\u00a0минут');
    expect(i18next.hasResourceBundle('ru', 'onboarding')).toBe(false);
    await loadTexts('main');
    expect(i18next.t('identity.front', { ns: 'onboarding' })).toBe('Лицевая сторона');
    // The servicing texts (a loan's repayment, extension, messages, content pages) are not part of it.
    for (const ns of SERVICING_NAMESPACES) expect(i18next.hasResourceBundle('ru', ns), ns).toBe(false);
    // Once the main group is wanted, a switch loads it in the other language before it shows, and no more.
    await setLocale('kz');
    expect(i18next.t('identity.front', { ns: 'onboarding' })).toBe('Алдыңғы беті');
    expect(i18next.hasResourceBundle('kk', 'repayment')).toBe(false);
  });

  it('the servicing texts load when a page asks for them, and follow a language switch from then on', async () => {
    await initI18n({ locale: 'ru', namespaces: 'core' });
    await loadTexts('main');
    await loadTexts('servicing');
    for (const ns of SERVICING_NAMESPACES) expect(i18next.hasResourceBundle('ru', ns), ns).toBe(true);
    expect(i18next.t('checking', { ns: 'payment' })).toBe('Проверяем оплату…');
    await setLocale('kz');
    for (const ns of SERVICING_NAMESPACES) expect(i18next.hasResourceBundle('kk', ns), ns).toBe(true);
  });

  it('a language switch while a page asks for the servicing texts leaves that page with them in the new language', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    await initI18n({
      locale: 'ru',
      namespaces: 'core',
      loader: async (l, groups) => {
        if (l === 'kz') await gate;
        return bundledLoader(l, groups);
      },
    });
    await loadTexts('main');
    const switching = setLocale('kz');
    // The repayment page opened (or the loan card's idle request) as the Kazakh texts are on their way.
    const page = loadTexts('servicing');
    const later = loadTexts('servicing');
    release();
    await Promise.all([switching, page, later]);
    expect(i18next.language).toBe('kk');
    expect(i18next.t('page.nothing', { ns: 'repayment' })).toBe('Өтейтін қарыз жоқ.');
  });

  it('a text file that does not arrive is an error the page can retry, never a switch to Kazakh', async () => {
    let failures = 1;
    await initI18n({
      locale: 'ru',
      namespaces: 'core',
      loader: async (l, groups) => {
        if (l === 'ru' && groups.includes('servicing') && failures-- > 0) throw new Error('network');
        return bundledLoader(l, groups);
      },
    });
    await loadTexts('main');
    await expect(loadTexts('servicing')).rejects.toThrow('network');
    expect(i18next.language).toBe('ru');
    expect(i18next.hasResourceBundle('kk', 'repayment')).toBe(false);
    await loadTexts('servicing');
    expect(i18next.t('page.nothing', { ns: 'repayment' })).toBe('Нет займа к погашению.');
  });

  it('shows an unknown key as the key itself, and tells the missing-key listener', async () => {
    await initI18n({ locale: 'ru' });
    // @ts-expect-error a key missing from locales/ru does not typecheck
    expect(i18next.t('no.such.key')).toBe('no.such.key');
    expect(takeMissingKeys()).toEqual([{ lng: 'ru', ns: 'common', key: 'no.such.key' }]);
  });

  it('uses Kazakh plural and number rules under kk', async () => {
    await initI18n({ locale: 'kz' });
    expect(new Intl.PluralRules(i18next.language).resolvedOptions().locale).toMatch(/^kk/);
  });
});
