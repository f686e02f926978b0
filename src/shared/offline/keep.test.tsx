import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { onlineManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { db, server } from '../../../tests/msw-server';
import { componentQueryClient, seededAs } from '../../../tests/render';
import { keptReadsKit } from '../../../tests/kits/keptReads';
import LoanHome from '@/features/loan-application/components/LoanHome';
import { applicationKeys, loanHomeQuery } from '@/features/loan-application/queries';
import { repaymentKeys } from '@/features/repayment/queries';
import { repayInfoKey } from '@/shared/api/paymentQuery';
import type { LoanUserInfoResponse } from '@/features/loan-application/api';
import { APP_KEYS } from '@/lib/storage';
import type { AppLocale } from '@/lib/i18n';
import { endSession, followOtherTab, signOut } from '@/shared/session/session';
import { useSession } from '@/stores/session';
import { formatTenge } from '@/utils/format';
import { kzTimeOfDay } from '@/utils/kzDate';
import { KEPT, keepReads, MAX_AGE_MS } from '@/shared/offline/keep';
import { keptHome } from '@/shared/offline/strip';

const { kept, keep } = keptReadsKit();

/** A signed-in borrower with an active loan whose Loans-tab answer was read once and kept; returns that answer. */
async function keptLoan(locale: AppLocale = 'ru') {
  const seeded = await seededAs(db, { stage: 'active_loan' });
  const client = await componentQueryClient(locale);
  keep(client);
  const answer = await client.fetchQuery(loanHomeQuery());
  await waitFor(() => expect(kept()).not.toBeNull());
  return { seeded, answer, at: client.getQueryState(loanHomeQuery().queryKey)!.dataUpdatedAt };
}

/** The borrower opens the app again: a new query client restored from this browser, the Loans tab's loan card. */
async function reopen(locale: AppLocale = 'ru') {
  const client = await componentQueryClient(locale);
  keep(client);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <LoanHome />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return client;
}

const text = (s: string) => s.replace(/\s/g, ' ');

describe('the last known loan, kept in this browser', () => {
  it("keeps the reads of the Loans tab, My loans and the repayment page (its figures and the names of the ways to pay) the app makes, and nothing else", () => {
    expect(KEPT.map((k) => k.key)).toEqual([applicationKeys.home(), repaymentKeys.list(), repayInfoKey('x').slice(0, -1), repaymentKeys.channels()]);
  });

  it('keeps the figures but never the card, the token, the IIN or fields it does not list', async () => {
    const { seeded, answer } = await keptLoan();
    expect(answer.order?.card?.last4).toBeTruthy();
    const blob = kept()!;
    expect(blob).toContain(String(answer.order!.repayAmount));
    expect(blob).toContain(answer.order!.orderNo);
    // A time kept with an answer is a 13-digit JSON number that may hold any four digits: not a card's. Only those
    // are left out; a card number, as a string or a number of another length, would still be found.
    expect(blob.replace(/:\d{13}(?=[,}\]])/g, ':#')).not.toContain(answer.order!.card!.last4);
    expect(blob).not.toContain(answer.order!.card!.bankName);
    expect(blob).not.toContain(seeded.token);
    expect(blob).not.toContain(seeded.phone);

    const full = {
      ...answer,
      iin: '900101300123',
      order: { ...answer.order!, failReason: 'x', name: 'Айгерим', refusal: { reason: 'debt_load', url: null, overdueDays: null, debtLoad: { ratio: 0.6, limit: 0.5, income: 300_000, payments: 1, loanPayment: 2 } } },
    };
    const stripped = JSON.stringify(keptHome(full));
    expect(stripped).not.toMatch(/900101300123|Айгерим|300000|"x"/);
    expect(stripped).toContain('"reason":"debt_load"');
  });

  it.each(['ru', 'kz'] as const)('offline, shows the last known loan at once with its time, a marker and why Pay waits; refreshed and unmarked when back online (%s)', async (locale) => {
    const { answer, at } = await keptLoan(locale);
    onlineManager.setOnline(false);
    await reopen(locale);
    // No answer comes (offline): the kept one draws, once the loan card's code is there (its own chunk, from the
    // service worker's copy in a browser).
    const note = await screen.findByTestId('kept-note');
    const time = kzTimeOfDay(at);
    expect(note).toHaveTextContent(locale === 'ru' ? `По состоянию на ${time}` : `${time} жағдайы бойынша`);
    expect(within(note).getByTestId('offline-marker')).toHaveTextContent(locale === 'ru' ? 'Нет соединения с интернетом' : 'Интернет байланысы жоқ');
    const tag = locale === 'ru' ? 'ru' : 'kk';
    expect(text(document.body.textContent ?? '')).toContain(text(formatTenge(answer.due?.dueAmount ?? answer.order!.repayAmount, tag)));
    const pay = screen.getByRole('link', { name: locale === 'ru' ? 'Погасить заём' : 'Қарызды өтеу' });
    expect(pay).toHaveAccessibleDescription(locale === 'ru' ? 'Для оплаты нужен интернет.' : 'Төлеу үшін интернет қажет.');
    // Offline lasts: the note is above the card, where the figures are read.
    expect(note.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByTestId('kept-note')).toBeNull());
    expect(screen.getByRole('link', { name: locale === 'ru' ? 'Погасить заём' : 'Қарызды өтеу' })).not.toHaveAccessibleDescription();
  });

  it('a refresh the server refuses: one word on it, the note above the card with its time, the reason and a retry that keeps the focus', async () => {
    const { at } = await keptLoan();
    let asked = 0;
    server.use(
      http.post('*/api/loan/userInfo', () => {
        asked += 1;
        return HttpResponse.json({ code: 500, msg: 'down', data: null });
      }),
    );
    await reopen();
    // First «Обновляем…» at the end; the failure's note is the one above the card.
    await waitFor(() => expect(screen.getByTestId('kept-note')).toHaveTextContent(/Не удалось обновить: суммы могли измениться\. \S/));
    const note = screen.getByTestId('kept-note');
    expect(note).toHaveTextContent(`По состоянию на ${kzTimeOfDay(at)}`);
    // Not a second message above it saying the same (QueryView's own line for a refresh that failed).
    expect(screen.queryByText(/Не удалось обновить данные/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByTestId('offline-marker')).toBeNull();
    expect(note.compareDocumentPosition(screen.getByRole('link', { name: 'Погасить заём' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(asked).toBe(1);
    // The retry is not inside the announced message.
    const retry = within(note).getByRole('button', { name: 'Повторить' });
    expect(within(note).getByRole('status')).not.toContainElement(retry);

    // Tapped while the server still refuses: the same button, busy, keeps the focus, and the reason stays.
    const user = userEvent.setup();
    await user.click(retry);
    await waitFor(() => expect(asked).toBe(2));
    expect(document.activeElement).toBe(retry);
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-disabled', 'true'));
    expect(screen.getByTestId('kept-note')).toHaveTextContent(/Не удалось обновить/);

    server.resetHandlers();
    await user.click(retry);
    await waitFor(() => expect(screen.queryByTestId('kept-note')).toBeNull());
    expect(screen.getByRole('link', { name: 'Погасить заём' })).toBeVisible();
  });

  it('the API out of reach with the browser online: the marker, and a retry (no `online` event will come)', async () => {
    await keptLoan();
    server.use(http.post('*/api/loan/userInfo', () => HttpResponse.error()));
    await reopen();
    await waitFor(() => expect(screen.getByTestId('offline-marker')).toHaveTextContent('Нет соединения с интернетом. Проверьте сеть и попробуйте снова.'));
    const note = screen.getByTestId('kept-note');
    expect(within(note).getByRole('button', { name: 'Повторить' })).toBeVisible();
    server.resetHandlers();
    await userEvent.setup().click(within(note).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.queryByTestId('kept-note')).toBeNull());
  });

  it('offline, the note has no retry: the loan refreshes by itself when the network is back', async () => {
    await keptLoan();
    onlineManager.setOnline(false);
    await reopen();
    expect(within(screen.getByTestId('kept-note')).queryByRole('button')).toBeNull();
    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(screen.queryByTestId('kept-note')).toBeNull());
  });

  it('while the first answer is on its way, the kept loan shows labelled as such', async () => {
    await keptLoan();
    const client = await reopen();
    const note = screen.getByTestId('kept-note');
    expect(note).toHaveTextContent('Обновляем…');
    // Only for a moment: below the card, so the card does not move when the answer ends it.
    expect(note.compareDocumentPosition(screen.getByRole('link', { name: 'Погасить заём' })) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
    await waitFor(() => expect(screen.queryByTestId('kept-note')).toBeNull());
    expect(client.getQueryData<LoanUserInfoResponse>(loanHomeQuery().queryKey)?.order?.card).not.toBeNull();
  });

  it("is never shown to another borrower, and is dropped when it is too old", async () => {
    await keptLoan();
    useSession.getState().setSession('other-token', '77019998877');
    const other = new QueryClient();
    keep(other);
    expect(other.getQueryData(loanHomeQuery().queryKey)).toBeUndefined();
    expect(kept()).toBeNull();

    await keptLoan();
    const old = JSON.parse(kept()!) as { timestamp: number };
    localStorage.setItem(APP_KEYS.kept, JSON.stringify({ ...old, timestamp: Date.now() - MAX_AGE_MS - 1 }));
    const later = new QueryClient();
    keep(later);
    expect(later.getQueryData(loanHomeQuery().queryKey)).toBeUndefined();
    expect(kept()).toBeNull();
  });

  it('a cache stopped writes nothing more, not even its write already waiting; a second cache’s answer is written as its own', async () => {
    await seededAs(db, { stage: 'active_loan' });
    const keptAt = () => (JSON.parse(kept() ?? '{"answers":[]}') as { answers: { at: number }[] }).answers[0]?.at;
    const settle = () => new Promise((r) => setTimeout(r, 400)); // the writes wait 300 ms
    const first = await componentQueryClient('ru');
    const stopFirst = keepReads(first);
    await first.fetchQuery(loanHomeQuery());
    stopFirst();
    await settle();
    expect(kept()).toBeNull();

    // Two caches (a test makes one each; the page has one): the later answer is what is kept, with its own time.
    const a = await componentQueryClient('ru');
    const b = await componentQueryClient('ru');
    const stops = [keepReads(a), keepReads(b)];
    try {
      await a.fetchQuery(loanHomeQuery());
      await new Promise((r) => setTimeout(r, 5)); // a later answer, a later time
      await b.fetchQuery(loanHomeQuery());
      await settle();
      expect(keptAt()).toBe(b.getQueryState(loanHomeQuery().queryKey)!.dataUpdatedAt);
      expect(keptAt()).not.toBe(a.getQueryState(loanHomeQuery().queryKey)!.dataUpdatedAt);
    } finally {
      for (const stop of stops) stop();
    }
  });

  it('an answer older than the maximum age is not restored even from a recent save', async () => {
    const { at } = await keptLoan();
    vi.useFakeTimers({ now: at + MAX_AGE_MS + 1000, toFake: ['Date'] });
    try {
      const blob = JSON.parse(kept()!) as { timestamp: number };
      localStorage.setItem(APP_KEYS.kept, JSON.stringify({ ...blob, timestamp: Date.now() }));
      const later = new QueryClient();
      keep(later);
      expect(later.getQueryData(loanHomeQuery().queryKey)).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it.each([
    ['logout (and account deletion)', (qc: QueryClient) => signOut(qc, () => undefined)],
    ['the session ending on the server (code 301)', (qc: QueryClient) => endSession(qc)],
    ["another tab's logout", (qc: QueryClient) => followOtherTab(qc, 'signedOut')],
  ])('is forgotten at %s', async (_name, end) => {
    await keptLoan();
    end(new QueryClient());
    expect(kept()).toBeNull();
  });
});
