import { describe, expect, it } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { db, server } from '../../../tests/msw-server';
import { componentQueryClient, seededAs } from '../../../tests/render';
import { keptReadsKit } from '../../../tests/kits/keptReads';
import MyLoansPage from '@/features/repayment/screens/MyLoansPage';
import RepaymentPage from '@/features/repayment/screens/RepaymentPage';
import { myOrdersQuery, repayChannelsQuery, repayInfoQuery } from '@/features/repayment/queries';
import type { AppLocale } from '@/lib/i18n';
import { formatTenge } from '@/utils/format';
import { kzTimeOfDay } from '@/utils/kzDate';

/**
 * My loans and the repayment page for a returning borrower (issue 27): their last known figures kept in this
 * browser, shown at once and offline with their time, the offline marker and why paying waits.
 */

const { kept, keep } = keptReadsKit();

const TEXT = {
  ru: {
    asOf: (time: string) => `По состоянию на ${time}`,
    marker: 'Нет соединения с интернетом',
    payNeeds: 'Для оплаты нужен интернет.',
    pay: 'Погасить заём',
    rowStale: (time: string) => `Сумма погашения на ${time}`,
    rowToday: 'Сумма погашения на сегодня',
    amountStale: (time: string) => `по состоянию на ${time} — сегодняшняя сумма может отличаться`,
    amountToday: 'чтобы погасить заём сегодня',
    payCard: /^Оплатить/,
    cardOffline: 'Сохранённую карту покажем, когда связь вернётся.',
    byCard: 'Оплата картой',
  },
  kz: {
    asOf: (time: string) => `${time} жағдайы бойынша`,
    marker: 'Интернет байланысы жоқ',
    payNeeds: 'Төлеу үшін интернет қажет.',
    pay: 'Қарызды өтеу',
    rowStale: (time: string) => `${time} жағдайы бойынша өтеу сомасы`,
    rowToday: 'Бүгінгі өтеу сомасы',
    amountStale: (time: string) => `${time} жағдайы бойынша — бүгінгі сома басқаша болуы мүмкін`,
    amountToday: 'қарызды бүгін толық өтеу үшін',
    payCard: /^Төлеу:/,
    cardOffline: 'Сақталған картаңызды байланыс қалпына келгенде көрсетеміз.',
    byCard: 'Картамен төлеу',
  },
} as const;

const flat = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');

/** A signed-in borrower with an active loan who opened My loans and the repayment page once (both kept). */
async function visitedOnce(locale: AppLocale) {
  const seeded = await seededAs(db, { stage: 'active_loan' });
  const orderNo = seeded.user.orders[0]!.orderNo;
  const client = await componentQueryClient(locale);
  keep(client);
  await client.fetchInfiniteQuery(myOrdersQuery());
  const info = await client.fetchQuery(repayInfoQuery(orderNo));
  await client.fetchQuery(repayChannelsQuery());
  const at = client.getQueryState(repayInfoQuery(orderNo).queryKey)!.dataUpdatedAt;
  // The borrower stays until the app has kept what they saw (it writes at most every 300 ms): this order's answer
  // as it arrived, not an earlier one.
  const keptAt = () => (JSON.parse(kept() ?? '{"answers":[]}') as { answers: { key: unknown[]; at: number }[] }).answers.find((a) => a.key[1] === 'repayInfo' && a.key.includes(orderNo))?.at;
  await waitFor(() => expect(keptAt()).toBe(at));
  await waitFor(() => expect(kept()).toContain('"repayChannels"'));
  expect(kept()).toContain('"list"');
  return { seeded, orderNo, info, at };
}

/** The borrower opens the app again, on `path`: a new query client restored from this browser. */
async function reopen(locale: AppLocale, path: string, page: 'myLoans' | 'repayment') {
  const client = await componentQueryClient(locale);
  keep(client);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{page === 'myLoans' ? <MyLoansPage /> : <RepaymentPage />}</MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

describe('My loans and the repayment page, kept in this browser', () => {
  it.each(['ru', 'kz'] as const)('My loans offline: the last known loan at once, with its time, the marker, today\'s amount labelled and why Pay waits; refreshed when back online (%s)', async (locale) => {
    const l = TEXT[locale];
    const { orderNo, info } = await visitedOnce(locale);
    const listAt = JSON.parse(kept()!).answers.find((a: { key: string[] }) => a.key[1] === 'list').at as number;
    onlineManager.setOnline(false);
    await reopen(locale, '/pages/personal/loan_order', 'myLoans');

    const note = screen.getByTestId('kept-note');
    const time = kzTimeOfDay(listAt);
    expect(note).toHaveTextContent(l.asOf(time));
    expect(within(note).getByTestId('offline-marker')).toHaveTextContent(l.marker);
    const item = screen.getByRole('article');
    expect(item).toHaveTextContent(orderNo);
    const row = within(item).getByText(l.rowStale(time));
    expect(flat(row.closest('dt')?.nextElementSibling?.textContent)).toBe(flat(formatTenge(info.repayAmount, locale === 'ru' ? 'ru' : 'kk')));
    expect(within(item).getByRole('link', { name: l.pay })).toHaveAccessibleDescription(l.payNeeds);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByTestId('kept-note')).toBeNull());
    const fresh = screen.getByRole('article');
    expect(within(fresh).getByText(l.rowToday)).toBeVisible();
    expect(within(fresh).getByRole('link', { name: l.pay })).not.toHaveAccessibleDescription();
  });

  it.each(['ru', 'kz'] as const)('the repayment page offline: what was owed with its time, today\'s amount labelled as such, Pay says it needs the network and sends nothing; refreshed when back online (%s)', async (locale) => {
    const l = TEXT[locale];
    const { seeded, orderNo, info, at } = await visitedOnce(locale);
    let links = 0;
    server.use(
      http.post('*/api/prod/getRepaymentLink', () => {
        links += 1;
        return HttpResponse.json({ code: 0, msg: 'ok', data: { ref: 'x', url: 'about:blank', amount: 1 } });
      }),
    );
    onlineManager.setOnline(false);
    await reopen(locale, `/pages/webview/loanRepayment?orderNo=${orderNo}`, 'repayment');

    const note = screen.getByTestId('kept-note');
    const time = kzTimeOfDay(at);
    expect(note).toHaveTextContent(l.asOf(time));
    expect(within(note).getByTestId('offline-marker')).toHaveTextContent(l.marker);
    expect(flat(document.body.textContent)).toContain(flat(formatTenge(info.repayAmount, locale === 'ru' ? 'ru' : 'kk')));
    expect(screen.getByTestId('stale-amount')).toHaveTextContent(l.amountStale(time));
    expect(screen.queryByText(l.amountToday)).toBeNull();

    const pay = screen.getByRole('button', { name: l.payCard });
    expect(pay).toHaveAccessibleDescription(l.payNeeds);
    await userEvent.click(pay);
    expect(await screen.findByRole('alert')).toHaveTextContent(l.payNeeds);
    expect(links).toBe(0);
    // The ways to pay have the server's names, kept with the figures.
    expect(screen.getByRole('radio', { name: l.byCard })).toBeChecked();
    // The card on file is never kept: its line says it comes with the network, rather than stay blank.
    expect(screen.getByText(l.cardOffline)).toBeVisible();
    expect(document.body.textContent).not.toContain(seeded.user.card!.last4);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByTestId('kept-note')).toBeNull());
    expect(screen.getByText(l.amountToday)).toBeVisible();
    expect(await screen.findByText(new RegExp(`•••• ${seeded.user.card!.last4}`))).toBeVisible();
    expect(screen.queryByText(l.cardOffline)).toBeNull();
    expect(screen.queryByTestId('stale-amount')).toBeNull();
    expect(screen.getByRole('button', { name: l.payCard })).not.toHaveAccessibleDescription();
  });

  it('while the first answer is on its way, the repayment page shows the kept figures labelled as such, below them', async () => {
    const { orderNo } = await visitedOnce('ru');
    await reopen('ru', `/pages/webview/loanRepayment?orderNo=${orderNo}`, 'repayment');
    const note = screen.getByTestId('kept-note');
    expect(note).toHaveTextContent('Обновляем…');
    expect(note.compareDocumentPosition(screen.getByRole('button', { name: /^Оплатить/ })) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('kept-note')).toBeNull());
    expect(screen.getByText('чтобы погасить заём сегодня')).toBeVisible();
  });

  it('keeps the figures of both screens but never the card, the token or the phone', async () => {
    const { seeded, info } = await visitedOnce('ru');
    const card = seeded.user.orders[0]!.card;
    expect(card?.last4).toBeTruthy();
    const blob = kept()!;
    expect(blob).toContain(`"repayAmount":${info.repayAmount}`);
    // A time kept with an answer is a 13-digit JSON number that may hold any four digits: not a card's. Only those
    // are left out; a card number, as a string or a number of another length, would still be found.
    expect(blob.replace(/:\d{13}(?=[,}\]])/g, ':#')).not.toContain(card!.last4);
    expect(blob).not.toContain(card!.bankName);
    expect(blob).not.toContain(seeded.token);
    expect(blob).not.toContain(seeded.phone);
  });
});
