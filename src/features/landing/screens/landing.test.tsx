import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import type { AppLocale } from '@/lib/i18n';

/**
 * The landing pages as a borrower arriving from a marketing link reads them: the server's terms (with
 * the ГЭСВ next to any advertised amount), the call to action, the company and licence, and the kind
 * "come back later" page. Expected texts use plain spaces: Testing Library folds the no-break spaces of
 * Intl's number grouping into them.
 */

const T = {
  ru: {
    cta: 'Получить деньги',
    ctaSignedIn: 'Открыть раздел «Заем»',
    amountRange: '10 000 ₸ – 500 000 ₸',
    termRange: '5–30 дней',
    heroPrint: 'Вознаграждение 0,15 % в день (54,75 % годовых). ГЭСВ 71,92 % для займа 30 000 ₸ на 14 дней. Досрочное погашение без комиссии.',
    listAmount: 'Сумма займа: от 10 000 ₸ до 500 000 ₸',
    listTerms: 'Срок на выбор: 5, 7, 10, 14, 21, 30 дней',
    listRate: 'Вознаграждение 0,15 % в день (54,75 % годовых), ГЭСВ 71,92 % для займа 30 000 ₸ на 14 дней',
    aprLabel: 'ГЭСВ (годовая эффективная ставка вознаграждения)',
    aprValue: '71,92 % для займа 30 000 ₸ на 14 дней',
    penalty: '0,5 % от суммы просроченного основного долга за каждый день просрочки',
    licence: 'ТОО «МФО „Быстрые займы“». Лицензия № 02.24.0011.M от 14.09.2024',
    licenceDate: '14.09.2024',
    issuer: 'Агентство Республики Казахстан по регулированию и развитию финансового рынка',
    limit: /Доступную вам сумму мы покажем после анкеты/,
    loadFailed: 'Не удалось загрузить условия займа',
    retry: 'Повторить',
    failTitle: 'Сейчас мы не можем принять вашу заявку',
    failWhen: 'Через 7 дней после решения.',
    failSignIn: 'Войти и узнать точное время',
    feedback: 'Обратная связь',
    myLoans: 'Мои займы',
    profile: 'Мой профиль',
  },
  kz: {
    cta: 'Ақша алу',
    ctaSignedIn: '«Қарыз» бөлімін ашу',
    amountRange: '10 000 ₸ – 500 000 ₸',
    termRange: '5–30 күн',
    heroPrint: 'Сыйақы күніне 0,15 % (жылына 54,75 %). ЖТСМ: 71,92 %, 14 күнге алынған 30 000 ₸ қарыз үшін. Мерзімінен бұрын өтеу комиссиясыз.',
    listAmount: 'Қарыз сомасы: 10 000 ₸ – 500 000 ₸',
    listTerms: 'Мерзімін таңдауға болады: 5, 7, 10, 14, 21, 30 күн',
    listRate: 'Сыйақы күніне 0,15 % (жылына 54,75 %), ЖТСМ: 71,92 %, 14 күнге алынған 30 000 ₸ қарыз үшін',
    aprLabel: 'ЖТСМ (жылдық тиімді сыйақы мөлшерлемесі)',
    aprValue: '71,92 %, 14 күнге алынған 30 000 ₸ қарыз үшін',
    penalty: 'мерзімі өткен әр күн үшін мерзімі өткен негізгі борыш сомасының 0,5 %',
    licence: '«„Жылдам қарыздар“ МҚҰ» ЖШС. Лицензия № 02.24.0011.M, берілген күні: 14.09.2024',
    licenceDate: '14.09.2024',
    issuer: 'Қазақстан Республикасының Қаржы нарығын реттеу және дамыту агенттігі',
    limit: /Сізге қолжетімді соманы сауалнамадан кейін көрсетеміз/,
    loadFailed: 'Қарыз талаптарын жүктеу мүмкін болмады',
    retry: 'Қайталау',
    failTitle: 'Қазір өтініміңізді қабылдай алмаймыз',
    failWhen: 'Шешім шыққаннан кейін 7 күн өткен соң.',
    failSignIn: 'Кіріп, нақты уақытты білу',
    feedback: 'Кері байланыс',
    myLoans: 'Менің қарыздарым',
    profile: 'Менің профилім',
  },
} as const;

const LOCALES: AppLocale[] = ['ru', 'kz'];

/** The product as another server might publish it: figures the code could not have made up. */
function otherProduct() {
  server.use(
    http.post('*/api/prod/productInfoForH5', () =>
      HttpResponse.json({
        code: 0,
        msg: 'ok',
        data: {
          minAmount: 15_000, maxAmount: 120_000, amountStep: 5_000, defaultAmount: 20_000, terms: [21, 7], defaultDays: 21,
          dailyRatePercent: 0.2, aprPercent: 68.41, annualRatePercent: 73, penaltyRatePercent: 0.4,
        },
      }),
    ),
  );
}

describe('landing page (/pages/home/landingpage)', () => {
  for (const locale of LOCALES) {
    const t = T[locale];
    it(`${locale}: the offer with the server's figures and its ГЭСВ, the way to sign in, the licence`, async () => {
      await renderApp('/pages/home/landingpage', { locale });
      expect(await screen.findByText(t.amountRange)).toBeVisible();
      expect(screen.getByText(t.termRange)).toBeVisible();
      // The effective rate with the nominal one, next to the advertised amounts.
      expect(screen.getByText(t.heroPrint)).toBeVisible();
      expect(screen.getByRole('link', { name: t.cta })).toHaveAttribute('href', '/pages/login/login?redirect=%2Fpages%2Finfo%2Finfo');
      expect(screen.getByRole('heading', { level: 2, name: locale === 'ru' ? 'Как получить заём' : 'Қарызды қалай алуға болады' })).toBeVisible();
      expect(screen.getByText(t.licence)).toBeVisible();
      expect(screen.getByRole('link', { name: locale === 'ru' ? 'О компании' : 'Компания туралы' })).toHaveAttribute('href', '/pages/landweb/landAbout');
    });
  }

  it('shows whatever the server publishes, with Russian plurals for its term', async () => {
    otherProduct();
    await renderApp('/pages/home/landingpage');
    expect(await screen.findByText('15 000 ₸ – 120 000 ₸')).toBeVisible();
    expect(screen.getByText('7–21 день')).toBeVisible();
    expect(screen.getByText('Вознаграждение 0,2 % в день (73 % годовых). ГЭСВ 68,41 % для займа 20 000 ₸ на 21 день. Досрочное погашение без комиссии.')).toBeVisible();
  });

  it('signed in, the call to action opens the Loans tab, and the maximum is the borrower\'s own limit', async () => {
    await seededAs(db, { stage: 'new' });
    await renderApp('/pages/home/landingpage');
    // A new borrower's quota is 50 000 ₸ (the server's answer when a token is sent).
    expect(await screen.findByText('10 000 ₸ – 50 000 ₸')).toBeVisible();
    expect(screen.getByRole('link', { name: T.ru.ctaSignedIn })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: T.ru.cta })).toBeNull();
  });

  it('a failed load says so where the figures go, keeps the call to action, and retries', async () => {
    server.use(http.post('*/api/prod/productInfoForH5', () => HttpResponse.error(), { once: true }));
    await renderApp('/pages/home/landingpage');
    expect(await screen.findByRole('alert')).toHaveTextContent(T.ru.loadFailed);
    expect(screen.getByRole('link', { name: T.ru.cta })).toBeVisible();
    // No amount is advertised without its rates.
    expect(screen.queryByText(/ГЭСВ/)).toBeNull();
    await userEvent.setup().click(screen.getByRole('button', { name: T.ru.retry }));
    expect(await screen.findByText(T.ru.amountRange)).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows a loading placeholder until the terms arrive', async () => {
    db.setTiming({ slowMs: 300 });
    db.setScenario('slow');
    await renderApp('/pages/home/landingpage');
    // «5 минут» kept together with a no-break space (defect 18): in the name as read too.
    expect(await screen.findByRole('heading', { name: 'Деньги на карту примерно за 5\u00a0минут' })).toBeVisible();
    const hero = screen.getByRole('region', { name: 'Деньги на карту примерно за 5\u00a0минут' });
    expect(within(hero).getByText('Загрузка…')).toBeInTheDocument();
    // The cost card's and the gift's places are kept too while they load (the page below does not jump when they arrive).
    await waitFor(() => expect(screen.getAllByText('Загрузка…')).toHaveLength(3));
    expect(await screen.findByText(T.ru.amountRange)).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Получить подарок' })).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Полная стоимость займа' })).toBeVisible();
    expect(screen.queryByText('Загрузка…')).toBeNull();
  });
});

describe('newcomer gift', () => {
  for (const [path, locale, claim] of [
    ['/pages/home/landingpage', 'ru', 'Получить подарок'],
    ['/pages/landweb/landList', 'kz', 'Сыйлықты алу'],
  ] as const) {
    it(`${path} (${locale}): offers the gift; claiming it signed out signs in and comes back to this page to claim`, async () => {
      const { location } = await renderApp(path, { locale });
      const claimButton = await screen.findByRole('button', { name: claim });
      await userEvent.setup().click(claimButton);
      expect(location().pathname).toBe('/pages/login/login');
      expect(new URLSearchParams(location().search).get('redirect')).toBe(`${path}?claim=1`);
    });
  }
});

describe('language', () => {
  it('a new borrower switches the landing page to Kazakh in place; the choice is saved', async () => {
    await renderApp('/pages/landweb/landList');
    expect(await screen.findByText(T.ru.listAmount)).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Қазақша' }));
    expect(await screen.findByText(T.kz.listAmount)).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Біздің ұсыныстар' })).toBeVisible();
    expect(screen.getByRole('link', { name: T.kz.cta })).toHaveAttribute('href', '/pages/login/login?redirect=%2Fpages%2Finfo%2Finfo');
    expect(localStorage.getItem('app_locale')).toBe('kz');
    expect(document.documentElement.lang).toBe('kk');
    expect(screen.getByRole('button', { name: 'Русский' })).toHaveAttribute('lang', 'ru');
  });
});

describe('our offers (/pages/landweb/landList)', () => {
  for (const locale of LOCALES) {
    const t = T[locale];
    it(`${locale}: what the borrower gets, the server's figures first, and the way to sign in`, async () => {
      await renderApp('/pages/landweb/landList', { locale });
      const list = await screen.findByRole('region', { name: locale === 'ru' ? 'Что вы получаете' : 'Сіз не аласыз' });
      expect(await within(list).findByText(t.listAmount)).toBeVisible();
      const items = within(list).getAllByRole('listitem').map((li) => li.textContent?.replace(/\s+/g, ' '));
      expect(items.slice(0, 3)).toEqual([t.listAmount, t.listTerms, t.listRate]);
      // Speed, cards and the Kaspi advice are part of the offer.
      expect(items.join(' ')).toMatch(locale === 'ru' ? /около 5 минут.*Visa или Mastercard.*Kaspi/ : /шамамен 5 минут.*Visa немесе Mastercard.*Kaspi/);
      expect(within(list).getByText(t.limit)).toBeVisible();
      expect(screen.getByRole('link', { name: t.cta })).toHaveAttribute('href', '/pages/login/login?redirect=%2Fpages%2Finfo%2Finfo');
    });
  }

  it('signed in, the call to action opens the Loans tab', async () => {
    await seededAs(db, { stage: 'onboarded' });
    await renderApp('/pages/landweb/landList', { locale: 'kz' });
    expect(await screen.findByText('Қарыз сомасы: 10 000 ₸ – 50 000 ₸')).toBeVisible();
    expect(screen.getByRole('link', { name: T.kz.ctaSignedIn })).toHaveAttribute('href', '/');
    expect(screen.queryByText(T.kz.limit)).toBeNull();
  });

  it('while the figures fail, the rest of the offer is still there', async () => {
    server.use(http.post('*/api/prod/productInfoForH5', () => HttpResponse.json({ code: 500, msg: 'Internal server error', data: null })));
    await renderApp('/pages/landweb/landList');
    expect(await screen.findByRole('alert')).toHaveTextContent(T.ru.loadFailed);
    expect(screen.getByText('Для быстрой оплаты советуем карту Kaspi')).toBeVisible();
    expect(screen.queryByText(/ГЭСВ/)).toBeNull();
  });
});

describe('how it works (/pages/landweb/landUse)', () => {
  for (const locale of LOCALES) {
    const t = T[locale];
    it(`${locale}: the steps, the ways to repay and the terms table with the ГЭСВ`, async () => {
      await renderApp('/pages/landweb/landUse', { locale });
      const terms = await screen.findByRole('region', { name: locale === 'ru' ? 'Условия займа' : 'Қарыз талаптары' });
      expect(await within(terms).findByText(t.aprValue)).toBeVisible();
      const dl = within(terms).getByText(t.aprLabel).closest('dl')!;
      const pairs = [...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent?.replace(/\s+/g, ' ')]);
      expect(pairs).toContainEqual([t.aprLabel, t.aprValue]);
      expect(pairs).toContainEqual([locale === 'ru' ? 'Сумма займа' : 'Қарыз сомасы', t.amountRange]);
      expect(pairs.map(([, v]) => v)).toContain(t.penalty);
      const steps = screen.getByRole('region', { name: locale === 'ru' ? 'Шаг за шагом' : 'Қадам-қадаммен' });
      expect(within(steps).getAllByRole('listitem')).toHaveLength(6);
      expect(screen.getByRole('link', { name: t.cta })).toHaveAttribute('href', '/pages/login/login?redirect=%2Fpages%2Finfo%2Finfo');
    });
  }
});

describe('about the service (/pages/landweb/landAbout)', () => {
  for (const locale of LOCALES) {
    const t = T[locale];
    it(`${locale}: the company, its licence and the way to ask`, async () => {
      await renderApp('/pages/landweb/landAbout', { locale });
      expect(await screen.findByRole('heading', { level: 2, name: locale === 'ru' ? 'ТОО «МФО „Быстрые займы“»' : '«„Жылдам қарыздар“ МҚҰ» ЖШС' })).toBeVisible();
      const licence = screen.getByRole('region', { name: locale === 'ru' ? 'Лицензия на осуществление микрофинансовой деятельности' : 'Микроқаржылық қызметті жүзеге асыруға арналған лицензия' });
      expect(within(licence).getByText('02.24.0011.M')).toBeVisible();
      expect(within(licence).getByText(t.licenceDate)).toBeVisible();
      expect(within(licence).getByText(t.issuer)).toBeVisible();
      expect(screen.getByRole('link', { name: locale === 'ru' ? 'Написать нам' : 'Бізге жазу' })).toHaveAttribute('href', '/pages/personal/feedback');
      expect(screen.getByRole('link', { name: t.cta })).toHaveAttribute('href', '/pages/login/login?redirect=%2Fpages%2Finfo%2Finfo');
    });
  }
});

describe('come back later (/pages/landweb/landFail)', () => {
  for (const locale of LOCALES) {
    const t = T[locale];
    it(`${locale}: kind words, when to come back, what to do meanwhile, where to ask; no "apply" button`, async () => {
      await renderApp('/pages/landweb/landFail', { locale });
      expect(await screen.findByRole('heading', { level: 2, name: t.failTitle })).toBeVisible();
      expect(screen.getByText(t.failWhen)).toBeVisible();
      expect(screen.getByRole('link', { name: t.failSignIn })).toHaveAttribute('href', '/pages/login/login');
      expect(screen.getByRole('link', { name: t.myLoans })).toHaveAttribute('href', '/pages/personal/loan_order');
      expect(screen.getByRole('link', { name: t.profile })).toHaveAttribute('href', '/pages/personal/material');
      expect(screen.getByRole('link', { name: t.feedback })).toHaveAttribute('href', '/pages/personal/feedback');
      expect(screen.queryByRole('link', { name: t.cta })).toBeNull();
    });
  }

  it('signed in, the exact time is one tap away on the Loans tab (its countdown comes from the server)', async () => {
    await seededAs(db, { stage: 'with_card' });
    await renderApp('/pages/landweb/landFail');
    expect(await screen.findByRole('link', { name: T.ru.ctaSignedIn })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: T.ru.failSignIn })).toBeNull();
  });
});
