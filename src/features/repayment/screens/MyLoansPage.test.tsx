import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import type { Order, OrderStatus } from '@/shared/api/order';
import { testOrder } from '../../../../tests/kits/order';

const order = (orderNo: string, status: OrderStatus): Order => testOrder(status, { orderNo });

const STATUSES: OrderStatus[] = ['awaiting_payout', 'payout_in_progress', 'failed', 'awaiting_repayment', 'repaid', 'overdue'];

/** A server list with one loan in each status (the shape of myOrderList). */
function listOfEveryStatus() {
  const list = STATUSES.map((s, i) => order(`BZ00000${i}`, s));
  server.use(http.post('*/api/loan/myOrderList', () => HttpResponse.json({ code: 0, msg: 'ok', data: { list, total: list.length, page: 1, pageSize: 10 } })));
}

const LABELS = {
  ru: ['Ожидает выплаты', 'Деньги переводятся на карту', 'Заём не выдан', 'Ожидает погашения', 'Заём погашен', 'Ожидает погашения'],
  kz: ['Ақша аударылуын күтуде', 'Ақша картаға аударылуда', 'Қарыз берілмеді', 'Өтеуді күтуде', 'Қарыз өтелді', 'Өтеуді күтуде'],
} as const;

describe('My loans', () => {
  for (const locale of ['ru', 'kz'] as const) {
    it(`each status label in ${locale}, tenge by the language's rules`, async () => {
      await seededAs(db, { stage: 'active_loan' });
      listOfEveryStatus();
      await renderApp('/pages/personal/loan_order', { locale });
      const items = await screen.findAllByRole('article');
      expect(items).toHaveLength(STATUSES.length);
      items.forEach((item, i) => expect(within(item).getByText(LABELS[locale][i]!)).toBeVisible());
      const tag = locale === 'kz' ? 'kk' : 'ru';
      const amount = `${new Intl.NumberFormat(tag).format(30_000)} ₸`.replace(/\s/g, ' ');
      expect(within(items[3]!).getAllByText(amount).length).toBeGreaterThan(0);
      // The overdue loan says how late it is; every loan with money owed offers "pay" in one tap.
      expect(within(items[5]!).getByText(locale === 'ru' ? /Просрочка 2 дня/ : /Төлем 2 күнге кешікті/)).toBeVisible();
      const pay = locale === 'ru' ? 'Погасить заём' : 'Қарызды өтеу';
      expect(within(items[3]!).getByRole('link', { name: pay })).toHaveAttribute('href', '/pages/webview/loanRepayment?orderNo=BZ000003');
      expect(within(items[4]!).queryByRole('link', { name: pay })).toBeNull();
    });
  }

  it('the sandbox loan is listed with what is owed', async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    await renderApp('/pages/personal/loan_order');
    const item = await screen.findByRole('article', { name: `Заём №\u00a0${user.orders[0]!.orderNo}` });
    expect(within(item).getByText('Ожидает погашения')).toBeVisible();
    expect(within(item).getByText('Сумма погашения на сегодня')).toBeVisible();
  });

  it('no loans yet: the empty state and the way to a first loan', async () => {
    await seededAs(db, { stage: 'with_card' });
    await renderApp('/pages/personal/loan_order');
    expect(await screen.findByText('Займов пока нет')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Получить заём' })).toHaveAttribute('href', '/');
  });

  it('loads the next page near the bottom (ten a page)', async () => {
    await seededAs(db, { stage: 'active_loan' });
    const all = Array.from({ length: 13 }, (_, i) => order(`BZ1${String(i).padStart(5, '0')}`, 'repaid'));
    server.use(
      http.post('*/api/loan/myOrderList', async ({ request }) => {
        const body = (await request.json()) as { page: number; pageSize?: number };
        const size = body.pageSize ?? 10;
        const list = all.slice((body.page - 1) * size, body.page * size);
        return HttpResponse.json({ code: 0, msg: 'ok', data: { list, total: all.length, page: body.page, pageSize: size } });
      }),
    );
    await renderApp('/pages/personal/loan_order');
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    // Near the bottom (or with the button, for keyboards and screen readers) the next ten come.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(await screen.findAllByRole('article')).toHaveLength(13);
    expect(screen.getByText('Больше ничего нет')).toBeVisible();
  });
});

describe('My contracts', () => {
  it("lists each signed loan's contract with its date and opens it at the address the server gives for that order", async () => {
    const { user } = await seededAs(db, { stage: 'active_loan' });
    const orderNo = user.orders[0]!.orderNo;
    const { getContractInfo } = await import('@/shared/api/contract');
    const { url } = await getContractInfo({ orderNo });
    const app = await renderApp('/pages/personal/loan_order?view=contracts');
    expect(await screen.findByRole('link', { name: 'Договоры' })).toHaveAttribute('aria-current', 'page');
    const item = await screen.findByRole('article', { name: `Договор по займу №\u00a0${orderNo}` });
    expect(within(item).getByText(/^Подписан /)).toBeVisible();
    await userEvent.setup().click(within(item).getByRole('button', { name: 'Открыть договор' }));
    await waitFor(() => expect(app.location().pathname).toBe('/pages/webview/loanContract'));
    // The webview page's code loads on first use.
    await screen.findByTitle('Договор о предоставлении микрокредита', {}, { timeout: 10_000 });
    expect(app.location().pathname).toBe('/pages/webview/loanContract');
    expect(screen.getByTitle('Договор о предоставлении микрокредита').getAttribute('src')).toBe(url);
  });
});
