/**
 * One payment per attempt (issue 13): a double tap and a retry after a lost answer start one card payment with
 * one Idempotency-Key; another amount typed after the failure is another payment, not the first link replayed.
 */
import { afterEach, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import userEvent from '@testing-library/user-event';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import { loseNextAnswer } from '@/mocks/testing';

const page = (orderNo: string) => `/pages/webview/loanRepayment?orderNo=${orderNo}`;
const PATH = '/api/prod/getRepaymentLink';

afterEach(() => server.events.removeAllListeners());

it('a double tap, a lost answer and a retry: one request in flight, the same key again, one payment', async () => {
  const { user } = await seededAs(db, { stage: 'active_loan' });
  const u = userEvent.setup();
  const { location } = await renderApp(page(user.orders[0]!.orderNo));
  const lost = loseNextAnswer(server, db, PATH);
  await u.dblClick(await screen.findByRole('button', { name: /^Оплатить \d/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
  expect(lost.keys).toHaveLength(1);
  await u.click(screen.getByRole('button', { name: /^Оплатить \d/ }));
  await waitFor(() => expect(location().pathname).toBe('/pages/webview/tarlanPay'));
  expect(lost.keys).toHaveLength(2);
  expect(lost.keys[0]).toBeTruthy();
  expect(lost.keys[1]).toBe(lost.keys[0]);
  expect(db.userByPhone(user.phone)!.payments.filter((p) => p.kind === 'repay')).toHaveLength(1);
});

it('another amount after a lost answer is another payment with a new key, for the amount typed', async () => {
  const { user } = await seededAs(db, { stage: 'active_loan' });
  const u = userEvent.setup();
  const { location } = await renderApp(page(user.orders[0]!.orderNo));
  const lost = loseNextAnswer(server, db, PATH);
  const field = await screen.findByLabelText('Сумма к оплате, ₸');
  await u.clear(field);
  await u.type(field, '5000');
  await u.click(screen.getByRole('button', { name: /^Оплатить \d/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
  await u.clear(field);
  await u.type(field, '6000');
  await u.click(screen.getByRole('button', { name: /^Оплатить \d/ }));
  await waitFor(() => expect(location().pathname).toBe('/pages/webview/tarlanPay'));
  expect(lost.keys).toHaveLength(2);
  expect(lost.keys[1]).not.toBe(lost.keys[0]);
  const payments = db.userByPhone(user.phone)!.payments.filter((p) => p.kind === 'repay');
  expect(payments.map((p) => p.amount).sort()).toEqual([5000, 6000]);
});

it('a lost answer, then a reload: paying the same amount again sends the same key, one payment', async () => {
  const { user } = await seededAs(db, { stage: 'active_loan' });
  const u = userEvent.setup();
  const first = await renderApp(page(user.orders[0]!.orderNo));
  const lost = loseNextAnswer(server, db, PATH);
  await u.click(await screen.findByRole('button', { name: /^Оплатить \d/ }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
  first.unmount();

  const { location } = await renderApp(page(user.orders[0]!.orderNo));
  await u.click(await screen.findByRole('button', { name: /^Оплатить \d/ }));
  await waitFor(() => expect(location().pathname).toBe('/pages/webview/tarlanPay'));
  expect(lost.keys).toHaveLength(2);
  expect(lost.keys[1]).toBe(lost.keys[0]);
  expect(db.userByPhone(user.phone)!.payments.filter((p) => p.kind === 'repay')).toHaveLength(1);
});

it('once a link was made, paying again (the payment failed) is a new payment with a new key', async () => {
  const { user } = await seededAs(db, { stage: 'active_loan' });
  const keys: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(PATH)) keys.push(request.headers.get('idempotency-key'));
  });
  const u = userEvent.setup();
  const first = await renderApp(page(user.orders[0]!.orderNo));
  await u.click(await screen.findByRole('button', { name: /^Оплатить \d/ }));
  await waitFor(() => expect(first.location().pathname).toBe('/pages/webview/tarlanPay'));
  first.unmount();
  const { location } = await renderApp(page(user.orders[0]!.orderNo));
  await u.click(await screen.findByRole('button', { name: /^Оплатить \d/ }));
  await waitFor(() => expect(location().pathname).toBe('/pages/webview/tarlanPay'));
  expect(keys).toHaveLength(2);
  expect(keys[1]).not.toBe(keys[0]);
  expect(db.userByPhone(user.phone)!.payments.filter((p) => p.kind === 'repay')).toHaveLength(2);
});

it('an answer that arrives after the borrower left the page opens nothing: they stay where they went', async () => {
  const { user } = await seededAs(db, { stage: 'active_loan' });
  let answer!: () => void;
  const held = new Promise<void>((r) => (answer = r));
  let asked = false;
  server.use(
    http.post(`*${PATH}`, async () => {
      asked = true;
      await held;
      return undefined; // on to the sandbox, which makes the link
    }),
  );
  const u = userEvent.setup();
  const { location } = await renderApp(page(user.orders[0]!.orderNo));
  await u.click(await screen.findByRole('button', { name: /^Оплатить \d/ }));
  await waitFor(() => expect(asked).toBe(true));
  await u.click(screen.getByRole('link', { name: 'Продлить заём' }));
  await waitFor(() => expect(location().pathname).toBe('/pages/extension/extension'));
  answer();
  await waitFor(() => expect(db.userByPhone(user.phone)!.payments.filter((p) => p.kind === 'repay')).toHaveLength(1));
  // The extension page's own reads settle: still there, no provider's page opened over it.
  expect(await screen.findByRole('region', { name: 'Ваш заём' })).toBeVisible();
  expect(location().pathname).toBe('/pages/extension/extension');
});
