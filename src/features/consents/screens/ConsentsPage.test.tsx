import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import { setMarketing } from '@/features/consents/api';
import { adIdsAllowed } from '@/stores/marketingConsent';
import { formatDate } from '@/utils/format';
import { kzDay } from '@/utils/kzDate';

afterEach(() => server.events.removeAllListeners());

/** Paths the app called, in order. */
function calls() {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname));
  return paths;
}

/** Today as the page writes it (Testing Library reads the page's no-break spaces as spaces). */
const today = (tag: string) => formatDate(kzDay(Date.now()), tag).replace(/\u00a0/g, ' ');

const COPY = {
  ru: {
    tag: 'ru',
    title: 'Согласия',
    personal: 'Согласие на сбор и обработку персональных данных',
    bureau: 'Согласие на получение и передачу сведений в кредитное бюро',
    state: 'Согласие на запросы в государственные базы данных',
    marketing: 'Согласие на рекламу и рекламные идентификаторы',
    required: 'Обязательное',
    optional: 'Необязательное',
    given: (d: string) => `Дано ${d}`,
    withdrawnOn: (d: string) => `Отозвано ${d}`,
    signed: 'Подписано кодом из SMS на номер, оканчивающийся на 0011',
    version: 'Редакция текста: 2026-01',
    showText: 'Текст согласия',
    terms: ['Оператор', 'БИН', 'Цель', 'Какие данные', 'Кому передаются', 'Передача за границу', 'Срок'],
    operator: 'ТОО «МФО „Быстрые займы“»',
    crossBorder: 'Данные хранятся в Казахстане и за его пределы не передаются.',
    adCrossBorder: 'Рекламные идентификаторы передаются рекламным площадкам за пределы Казахстана: в США и Сингапур.',
    withdraw: 'Отозвать согласие',
    give: 'Дать согласие',
    withdrawnNote: /Рекламные идентификаторы больше не передаются/,
    requiredButton: 'Отозвать',
    requiredTitle: 'Это согласие нужно для обслуживания',
    requiredText: /аккаунт удаляется/,
    keep: 'Оставить согласие',
    toDelete: 'Перейти к удалению аккаунта',
  },
  kz: {
    tag: 'kk',
    title: 'Келісімдер',
    personal: 'Дербес деректерді жинауға және өңдеуге келісім',
    bureau: 'Кредиттік бюродан мәлімет алуға және оған беруге келісім',
    state: 'Мемлекеттік деректер базаларына сұрау салуға келісім',
    marketing: 'Жарнамаға және жарнамалық идентификаторларға келісім',
    required: 'Міндетті',
    optional: 'Міндетті емес',
    given: (d: string) => `Берілген күні: ${d}`,
    withdrawnOn: (d: string) => `Кері қайтарылған күні: ${d}`,
    signed: 'Соңғы цифрлары 0011 болатын нөмірге келген SMS-кодпен қол қойылған',
    version: 'Мәтін редакциясы: 2026-01',
    showText: 'Келісім мәтіні',
    terms: ['Деректер операторы', 'БСН', 'Мақсаты', 'Қандай деректер', 'Кімге беріледі', 'Шетелге беру', 'Мерзімі'],
    operator: '«„Жылдам қарыздар“ МҚҰ» ЖШС',
    crossBorder: 'Деректер Қазақстанда сақталады және оның шегінен тыс берілмейді.',
    adCrossBorder: 'Жарнамалық идентификаторлар Қазақстаннан тыс жарнама алаңдарына беріледі: АҚШ пен Сингапурға.',
    withdraw: 'Келісімді кері қайтару',
    give: 'Келісім беру',
    withdrawnNote: /Жарнамалық идентификаторлар енді берілмейді/,
    requiredButton: 'Кері қайтару',
    requiredTitle: 'Бұл келісім қызмет көрсету үшін қажет',
    requiredText: /аккаунт жойылады/,
    keep: 'Келісімді қалдыру',
    toDelete: 'Аккаунтты жоюға өту',
  },
} as const;

/** A borrower with a loan (so every required consent is given), marketing given at sign-up. */
async function borrower() {
  await seededAs(db, { phone: '77010020011', stage: 'active_loan' });
  await setMarketing({ given: true });
}

describe.each(['ru', 'kz'] as const)('consents in %s', (locale) => {
  const c = COPY[locale];
  const card = (title: string) => screen.getByRole('region', { name: title });

  it('lists each consent: required or not, when given and how it was signed, and its text with what the law asks it to name', async () => {
    await borrower();
    await renderApp('/pages/personal/consents', { locale });
    expect(await screen.findByRole('heading', { level: 2, name: c.personal })).toBeVisible();
    for (const title of [c.personal, c.bureau, c.state]) {
      expect(within(card(title)).getByText(c.required)).toBeVisible();
      expect(within(card(title)).getByText(c.given(today(c.tag)))).toBeVisible();
      expect(within(card(title)).getByText(c.signed)).toBeVisible();
      expect(within(card(title)).getByText(c.version)).toBeVisible();
    }
    expect(within(card(c.marketing)).getByText(c.optional)).toBeVisible();
    expect(within(card(c.marketing)).getByText(c.given(today(c.tag)))).toBeVisible();

    const user = userEvent.setup();
    const personal = card(c.personal);
    await user.click(within(personal).getByText(c.showText));
    const terms = within(personal).getAllByRole('term').map((t) => t.textContent);
    expect(terms).toEqual(c.terms);
    const defs = within(personal).getAllByRole('definition').map((d) => d.textContent);
    expect(defs[0]).toBe(c.operator);
    expect(defs[1]).toBe('240940012345');
    expect(defs[5]).toBe(c.crossBorder);
    await user.click(within(card(c.marketing)).getByText(c.showText));
    expect(within(card(c.marketing)).getAllByText(c.adCrossBorder)[0]).toBeVisible();
  });

  it('withdraws the marketing consent: the page says so with the date, the gate closes at once, and it can be given again', async () => {
    await borrower();
    localStorage.setItem('marketing_consent', 'given'); // as the sign-in with the tick left it
    await renderApp('/pages/personal/consents', { locale });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: c.marketing });
    expect(adIdsAllowed()).toBe(true);
    await user.click(within(card(c.marketing)).getByRole('button', { name: c.withdraw }));
    expect(await within(card(c.marketing)).findByText(c.withdrawnNote)).toBeVisible();
    expect(adIdsAllowed()).toBe(false);
    expect(await within(card(c.marketing)).findByText(c.withdrawnOn(today(c.tag)))).toBeVisible();
    expect(db.userByPhone('77010020011')).toMatchObject({ marketing: { given: false } });

    await user.click(await within(card(c.marketing)).findByRole('button', { name: c.give }));
    await waitFor(() => expect(adIdsAllowed()).toBe(true));
    expect(await within(card(c.marketing)).findByRole('button', { name: c.withdraw })).toBeVisible();
  });

  it('a required consent is not withdrawn by a tap: the page explains it ends the service and leads to deleting the account', async () => {
    await borrower();
    const paths = calls();
    const { location } = await renderApp('/pages/personal/consents', { locale });
    const user = userEvent.setup();
    await screen.findByRole('heading', { level: 2, name: c.personal });
    await user.click(within(card(c.personal)).getByRole('button', { name: c.requiredButton }));
    const dialog = await screen.findByRole('dialog', { name: c.requiredTitle });
    expect(within(dialog).getByText(c.requiredText)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: c.keep }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(within(card(c.personal)).getByRole('button', { name: c.requiredButton }));
    await user.click(within(await screen.findByRole('dialog', { name: c.requiredTitle })).getByRole('button', { name: c.toDelete }));
    await waitFor(() => expect(location().pathname).toBe('/pages/dialogs/delete'));
    // Nothing was withdrawn on the server: only the deletion (if the borrower confirms it) ends the service.
    expect(paths.filter((p) => p.startsWith('/api/consent/') && p !== '/api/consent/list')).toEqual([]);
  });
});
