/** The newcomer gift claim after a lost answer: the retry gets the coupon the first claim made, and only one. */
import { afterEach, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db, server } from '../../../tests/msw-server';
import { renderApp, seededAs } from '../../../tests/render';
import { loseNextAnswer } from '@/mocks/testing';

afterEach(() => server.events.removeAllListeners());

it('a double tap, a lost answer and a retry: one claim in flight, the same key again, one coupon, and it reads as claimed', async () => {
  const user = userEvent.setup();
  const { phone } = await seededAs(db, { stage: 'with_card' });
  const lost = loseNextAnswer(server, db, '/newcomerGift/getUserCoupon');
  await renderApp('/pages/home/landingpage');
  const claim = await screen.findByRole('button', { name: 'Получить подарок' });
  await user.dblClick(claim);
  expect(await screen.findByRole('alert')).toHaveTextContent(/\S/);
  expect(lost.keys).toHaveLength(1);
  await user.click(screen.getByRole('button', { name: 'Получить подарок' }));
  expect(await screen.findByText('Подарок получен: купон уже в разделе «Купоны».')).toBeVisible();
  expect(lost.keys).toHaveLength(2);
  expect(lost.keys[0]).toBeTruthy();
  expect(lost.keys[1]).toBe(lost.keys[0]);
  const user0 = db.userByPhone(phone)!;
  expect(user0.coupons.filter((c) => c.title === 'Подарок новому клиенту')).toHaveLength(1);
});
