/**
 * One order per choice (issue 13): a retry after a lost answer sends the same Idempotency-Key, so the server
 * answers with the order it made; once the borrower has moved the amount, it is another submission with a
 * new key, never the first order replayed as if it were the amount now on screen.
 */
import { afterEach, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, server } from '../../../../tests/msw-server';
import { renderApp, seededAs } from '../../../../tests/render';
import { getContractInfo } from '@/features/loan-application/api';
import { loseNextAnswer } from '@/mocks/testing';

const PATH = '/api/prod/submitOrder';

/** The draft contract for these terms read to the end, as the vendor page would report it. */
async function contractRead(amount: number, days: number) {
  const { contractNo } = await getContractInfo({ amount, days });
  db.vendorResult(contractNo, 'ok');
}

/** On the Loans tab: the first tap on "take" loses its answer (the server made the order); says so. */
async function takeAndLoseTheAnswer(user: ReturnType<typeof userEvent.setup>) {
  const lost = loseNextAnswer(server, db, PATH);
  const take = await screen.findByRole('button', { name: 'Получить деньги' });
  await waitFor(() => expect(take).toBeEnabled());
  await user.click(take);
  expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
  return lost;
}

afterEach(() => server.events.removeAllListeners());

it('a lost answer and a retry of the same choice: the same key, one order, and it is taken', async () => {
  const { phone } = await seededAs(db, { stage: 'with_card' });
  await contractRead(30_000, 14);
  const user = userEvent.setup();
  await renderApp('/');
  const lost = await takeAndLoseTheAnswer(user);
  await user.click(screen.getByRole('button', { name: 'Получить деньги' }));
  await screen.findByRole('heading', { name: 'Заявка на рассмотрении' });
  expect(lost.keys).toHaveLength(2);
  expect(lost.keys[1]).toBe(lost.keys[0]);
  expect(db.userByPhone(phone)!.orders.map((o) => o.amount)).toEqual([30_000]);
});

it('a lost answer, then another amount: a new key, so the first order is not passed off as the amount on screen', async () => {
  const { phone } = await seededAs(db, { stage: 'with_card' });
  await contractRead(30_000, 14);
  await contractRead(25_000, 14);
  const user = userEvent.setup();
  await renderApp('/');
  const lost = await takeAndLoseTheAnswer(user);

  fireEvent.change(screen.getByRole('slider', { name: 'Сумма займа' }), { target: { value: '25000' } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Получить деньги' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Получить деньги' }));
  await waitFor(() => expect(lost.keys).toHaveLength(2));
  expect(lost.keys[1]).not.toBe(lost.keys[0]);
  // The server made the first order (its answer was lost) and refuses a second: the borrower is told so, and
  // the Loans tab shows the application there is, not a success for 25 000.
  expect(await screen.findByText('У вас уже есть заём или заявка на рассмотрении')).toBeVisible();
  expect(await screen.findByRole('heading', { name: 'Заявка на рассмотрении' })).toBeVisible();
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(db.userByPhone(phone)!.orders.map((o) => o.amount)).toEqual([30_000]);
});

it('a lost answer, then the coupon list read again without the coupon the lost order used: still the same order', async () => {
  const { phone } = await seededAs(db, { stage: 'with_card' });
  const { claimNewcomerCoupon } = await import('@/features/coupons/api');
  const { coupon } = await claimNewcomerCoupon();
  await contractRead(30_000, 14);
  const user = userEvent.setup();
  const { queryClient } = await renderApp('/');
  // Chosen by default: the coupon the home page offers.
  expect(await screen.findByRole('button', { name: /Купон/ })).toHaveTextContent(coupon.title);
  const lost = await takeAndLoseTheAnswer(user);

  // The order was made and used the coupon: a fresh read of the coupons no longer lists it.
  await act(() => queryClient.refetchQueries({ predicate: (q) => JSON.stringify(q.queryKey).toLowerCase().includes('coupon') }));
  await waitFor(() => expect(screen.queryByRole('button', { name: /Купон/ })).toBeNull());
  await waitFor(() => expect(screen.getByRole('button', { name: 'Получить деньги' })).toBeEnabled());
  await user.click(screen.getByRole('button', { name: 'Получить деньги' }));
  await screen.findByRole('heading', { name: 'Заявка на рассмотрении' });
  expect(lost.keys).toHaveLength(2);
  expect(lost.keys[1]).toBe(lost.keys[0]);
  expect(db.userByPhone(phone)!.orders).toHaveLength(1);
  expect(db.userByPhone(phone)!.orders[0]).toMatchObject({ couponId: coupon.id });
});
