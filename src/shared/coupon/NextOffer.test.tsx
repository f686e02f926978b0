import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { db, server } from '../../../tests/msw-server';
import { answersDrawn } from '../../../tests/answered';
import { seededAs, componentQueryClient } from '../../../tests/render';
import type { AppLocale } from '@/lib/i18n';
import { quotaOf } from '@/mocks/domain/borrower';
import { issueCoupon } from '@/mocks/domain/coupons';
import { CouponNotice } from '@/shared/coupon/CouponNotice';
import { NextOffer, forgetNextOffers } from '@/shared/coupon/NextOffer';

async function renderIn(ui: ReactNode, locale: AppLocale = 'ru') {
  const queryClient = await componentQueryClient(locale);
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/pages/dialogs/repayment-succ']}>{ui}</MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...utils, queryClient };
}

function count(path: string) {
  const n = { calls: 0 };
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path)) n.calls += 1;
  });
  return n;
}

const tenge = (v: number, tag: string) => `${new Intl.NumberFormat(tag).format(v)} ₸`.replace(/\s/g, ' ');

beforeEach(() => forgetNextOffers());
afterEach(() => server.events.removeAllListeners());

describe('next offer after repayment', () => {
  for (const [locale, tag, copy] of [
    ['ru', 'ru', { title: 'Ваш следующий заём', limit: (a: string) => `В следующий раз — до ${a}`, coupon: 'Скидка на следующий заём', gives: 'Скидка 1 500 ₸ на вознаграждение', take: 'Оформить новый заём' }],
    ['kz', 'kk', { title: 'Келесі қарызыңыз', limit: (a: string) => `Келесі жолы ${a}-ге дейін`, coupon: 'Келесі қарызға жеңілдік', gives: 'Сыйақыға 1 500 ₸ жеңілдік', take: 'Жаңа қарыз ресімдеу' }],
  ] as const) {
    it(`shows the next limit and the coupon that came with it, asking once per order (${locale})`, async () => {
      const { user } = await seededAs(db, { stage: 'repaid' });
      const orderNo = user.orders[0]!.orderNo;
      const calls = count('/after/confirm/getNextProductInfoAndSendCoupon');
      // The dialog opened twice (or React mounting twice): one call, both show its answer.
      await renderIn(
        <>
          <NextOffer orderNo={orderNo} />
          <NextOffer orderNo={orderNo} />
        </>,
        locale,
      );
      const offers = await screen.findAllByRole('region', { name: copy.title });
      expect(offers).toHaveLength(2);
      const offer = offers[0]!;
      expect(within(offer).getByText(copy.limit(tenge(quotaOf(user), tag)))).toBeVisible();
      expect(within(offer).getByRole('heading', { name: copy.coupon })).toBeVisible();
      expect(within(offer).getByText(copy.gives)).toBeVisible();
      expect(within(offer).getByRole('link', { name: copy.take })).toHaveAttribute('href', '/');
      expect(calls.calls).toBe(1);
      expect(user.coupons.filter((c) => c.title === 'Скидка на следующий заём')).toHaveLength(1);
    });
  }

  it('fails silently: nothing shown, nothing broken around it', async () => {
    await seededAs(db, { stage: 'repaid' });
    const calls = count('/after/confirm/getNextProductInfoAndSendCoupon');
    server.use(http.post('*/after/confirm/getNextProductInfoAndSendCoupon', () => HttpResponse.json({ code: 4006, msg: 'no', data: null })));
    const { queryClient } = await renderIn(
      <>
        <p>Заём погашен</p>
        <NextOffer orderNo="BZ404" />
      </>,
    );
    await waitFor(() => expect(calls.calls).toBe(1));
    await answersDrawn(queryClient);
    expect(screen.getByText('Заём погашен')).toBeVisible();
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('coupon notice on the Loans tab', () => {
  for (const [locale, text] of [
    ['ru', 'У вас есть купон на скидку'],
    ['kz', 'Сізде жеңілдік купоны бар'],
  ] as const) {
    it(`says the server's line in the borrower's language and leads to the coupons (${locale})`, async () => {
      const { user } = await seededAs(db, { stage: 'active_loan' });
      issueCoupon(user, { title: 'Купон', titleKz: 'Купон', amount: 500, scope: 'repay', minAmount: 0, validUntil: '2099-01-01' }, db.ctx());
      await renderIn(<CouponNotice />, locale);
      expect(await screen.findByRole('link', { name: text })).toHaveAttribute('href', '/pages/personal/coupon');
    });
  }

  it('nothing when the server says show: false', async () => {
    await seededAs(db, { stage: 'active_loan' });
    const calls = count('/coupon/couponMessage');
    const { unmount, queryClient } = await renderIn(<CouponNotice />);
    await waitFor(() => expect(calls.calls).toBe(1));
    await answersDrawn(queryClient);
    expect(screen.queryByRole('link')).toBeNull();
    unmount();
  });

  it('asks nothing signed out', async () => {
    const calls = count('/coupon/couponMessage');
    const { queryClient } = await renderIn(<CouponNotice />);
    await answersDrawn(queryClient);
    expect(calls.calls).toBe(0);
    expect(screen.queryByRole('link')).toBeNull();
  });
});
