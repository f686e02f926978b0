import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import { lastOrder } from '@/shared/api/orderApi';
import type { PaymentRecord } from '@/mocks/model';

const PAGE = '/pages/payfail/payfail';

/** The server's record of a card payment of the borrower's order, made a minute ago. */
async function paymentOnServer(kind: PaymentRecord['kind'], status: PaymentRecord['status']): Promise<string> {
  const { orderNo } = (await lastOrder({ page: 1 })).order!;
  const user = db.userByPhone(phone)!;
  user.payments.unshift({ ref: `P-${kind}-${status}`, orderNo, kind, amount: 1_000, days: kind === 'extension' ? 14 : 0, status, createdAt: db.now() - 60_000 });
  db.commit();
  return orderNo;
}

let phone = '';

describe('payment failure page', () => {
  beforeEach(async () => {
    phone = (await seededAs(db, { stage: 'due_soon' })).phone;
  });

  it('declined by the bank, as the server says: that no money was taken and the loan is as it was', async () => {
    const orderNo = await paymentOnServer('extension', 'failed');
    await renderApp(`${PAGE}?orderNo=${orderNo}&kind=extension&days=14&reason=failed`);
    expect(await screen.findByRole('heading', { name: 'Банк отклонил оплату' })).toBeVisible();
    expect(screen.getByText(/Банк, выпустивший карту, не подтвердил платёж/)).toBeVisible();
    expect(screen.getByText('Деньги не списаны. Заём не продлён: дата возврата и сумма долга остались прежними.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Попробовать снова' })).toHaveAttribute('href', `/pages/extension/extension?orderNo=${orderNo}&days=14`);
    expect(screen.getByRole('link', { name: 'Другие способы оплаты' })).toHaveAttribute('href', `/pages/webview/loanRepayment?orderNo=${orderNo}`);
  });

  it('left unpaid on the provider’s page, as the server says (whatever the address claims): a different sentence, in Kazakh too', async () => {
    const orderNo = await paymentOnServer('extension', 'cancelled');
    await renderApp(`${PAGE}?orderNo=${orderNo}&kind=extension&days=7&reason=failed`, { locale: 'kz' });
    expect(await screen.findByRole('heading', { name: 'Төлем аяқталмады' })).toBeVisible();
    expect(screen.getByText('Сіз төлем бетінен төлем жасамай шықтыңыз.')).toBeVisible();
    expect(screen.getByText(/^Ақша есептен шығарылған жоқ\. Қарыз мерзімі ұзартылмады/)).toBeVisible();
    expect(screen.queryByText(/Банк/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Қайталап көру' })).toHaveAttribute('href', `/pages/extension/extension?orderNo=${orderNo}&days=7`);
    expect(screen.getByRole('link', { name: 'Төлеудің басқа тәсілдері' })).toBeVisible();
  });

  it('a repayment the server reports declined: trying again goes back to the repayment page', async () => {
    const orderNo = await paymentOnServer('repay', 'failed');
    await renderApp(`${PAGE}?orderNo=${orderNo}&kind=repay&reason=failed`);
    expect(await screen.findByText('Деньги не списаны. Заём не погашен: сумма долга не изменилась.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Попробовать снова' })).toHaveAttribute('href', `/pages/webview/loanRepayment?orderNo=${orderNo}`);
  });

  it('a crafted link saying "failed" for a payment the server took, or none: claims nothing about money (L1)', async () => {
    const orderNo = await paymentOnServer('repay', 'success');
    const first = await renderApp(`${PAGE}?orderNo=${orderNo}&kind=repay&reason=failed`);
    expect(await screen.findByText(/Мы не получили подтверждения оплаты/)).toBeVisible();
    expect(screen.queryByText(/Деньги не списаны/)).toBeNull();
    first.unmount();
    await renderApp(`${PAGE}?orderNo=${orderNo}&kind=extension&days=14&reason=cancelled`);
    expect(await screen.findByText(/Мы не получили подтверждения оплаты/)).toBeVisible();
    expect(screen.queryByText(/Деньги не списаны/)).toBeNull();
  });

  it('try again goes back to the extension page with the same term chosen', async () => {
    const order = (await lastOrder({ page: 1 })).order!;
    const user = userEvent.setup();
    const { location } = await renderApp(`${PAGE}?orderNo=${order.orderNo}&kind=extension&days=14&reason=failed`);
    await user.click(await screen.findByRole('link', { name: 'Попробовать снова' }));
    await waitFor(() => expect(location().pathname).toBe('/pages/extension/extension'));
    expect(location().search).toBe(`?orderNo=${order.orderNo}&days=14`);
    expect(await screen.findByRole('radio', { name: '14 дней' })).toBeChecked();
  });

  it.each([
    ['an unknown reason and kind', '?orderNo=BZ1&kind=loan&reason=success', ['/pages/webview/loanRepayment?orderNo=BZ1', '/']],
    [
      'a crafted order number and term',
      '?orderNo=%2F%2Fevil.example&kind=extension&days=-1&reason=declined',
      ['/pages/extension/extension', '/pages/webview/loanRepayment'],
    ],
    ['nothing at all', '', ['/pages/webview/loanRepayment', '/']],
  ])('%s: claims nothing about money and links only inside the app, without the bad values', async (_name, search, expected) => {
    await renderApp(`${PAGE}${search}`);
    const page = await screen.findByRole('region', { name: 'Оплата не подтверждена' });
    expect(within(page).getByText(/Мы не получили подтверждения оплаты/)).toBeVisible();
    expect(screen.queryByText(/Деньги не списаны/)).toBeNull();
    expect(within(page).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(expected);
  });
});
