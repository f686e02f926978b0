/** The sandbox's coupons: the newcomer gift, the Loans tab pop-up and notice, the index coupon, the next offer. */
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import {
  COUPON_ERROR,
  claimNewcomerCoupon,
  couponMessage,
  getNewcomerCouponInfo,
  getNextProductInfoAndSendCoupon,
  getUserCouponList,
  requestDc,
} from '@/features/coupons/api';
import { getAppIndexCoupon } from '@/shared/api/coupon';
import { getPops } from '@/shared/api/pops';
import { db } from '../../tests/msw-server';
import { seedBorrower } from './fixtures';
import { connectClient, type TestClient } from './testing';
import { addDaysIso, kzDay } from '@/utils/kzDate';

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

/** A raw call, to choose the body's `lang`. */
async function ask(path: string, token: string, body: Record<string, unknown>) {
  const res = await fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token },
    body: JSON.stringify(body),
  });
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

let client: TestClient;
beforeEach(() => {
  client = connectClient();
});

describe('newcomer gift', () => {
  it('is offered without a session and to a borrower without loans; claimed once (6001 after)', async () => {
    expect(await getNewcomerCouponInfo()).toEqual({ available: true, amount: 2000, title: 'Подарок новому клиенту', titleKz: 'Жаңа клиентке сыйлық', validDays: 30 });
    client.token = seedBorrower(db, { stage: 'new' }).token;
    expect((await getNewcomerCouponInfo()).available).toBe(true);

    const { coupon } = await claimNewcomerCoupon();
    expect(coupon).toMatchObject({ amount: 2000, scope: 'apply', minAmount: 20000, status: 'available', validUntil: addDaysIso(kzDay(db.now()), 30) });
    expect((await failure(claimNewcomerCoupon())).code).toBe(COUPON_ERROR.alreadyClaimed);
    expect((await getNewcomerCouponInfo()).available).toBe(false);
    expect((await getUserCouponList()).list.map((c) => c.id)).toEqual([coupon.id]);
    // Signed out, the offer is still described (the page cannot know who is looking).
    client.token = '';
    expect((await getNewcomerCouponInfo()).available).toBe(true);
  });

  it('is not for a borrower who has had a loan', async () => {
    client.token = seedBorrower(db, { stage: 'active_loan' }).token;
    expect((await getNewcomerCouponInfo()).available).toBe(false);
    expect((await failure(claimNewcomerCoupon())).code).toBe(COUPON_ERROR.alreadyClaimed);
  });
});

describe('a coupon received', () => {
  it("lights the dot, is the home page's coupon and its notice, and is announced once by a 'home' pop", async () => {
    const { token } = seedBorrower(db, { stage: 'new' });
    client.token = token;
    expect(await couponMessage()).toEqual({ show: false, text: null, textKz: null });
    expect((await getAppIndexCoupon()).coupon).toBeNull();
    expect((await getPops({ position: 'home' })).list).toEqual([]);

    const { coupon } = await claimNewcomerCoupon();
    expect((await requestDc()).couponDotSta).toBe(1);
    expect((await requestDc({ markSeen: true })).couponDotSta).toBe(0);
    expect((await getAppIndexCoupon()).coupon?.id).toBe(coupon.id);
    expect(await couponMessage()).toEqual({ show: true, text: 'У вас есть купон на скидку', textKz: 'Сізде жеңілдік купоны бар' });

    const date = coupon.validUntil.split('-').reverse().join('.');
    const [pop, ...rest] = (await ask('/bury3/pop/get', token, { position: 'home', lang: 'kz' })).list as Record<string, unknown>[];
    expect(rest).toEqual([]);
    expect(pop).toMatchObject({
      title: 'Сізде жаңа купон бар',
      text: `«Жаңа клиентке сыйлық»: сыйақыға 2\u00a0000\u00a0₸ жеңілдік. Жарамдылық мерзімі: ${date}.`,
      link: '/pages/personal/coupon',
      read: false,
    });
    // Unread once: the next read reports it read. Not on the messages page.
    const again = (await getPops({ position: 'home' })).list;
    expect(again).toMatchObject([{ id: pop!.id, title: 'У вас новый купон', read: true }]);
    expect((await getPops({ position: 'messages' })).list.map((m) => m.id)).not.toContain(pop!.id);
  });
});

describe('next product after repayment', () => {
  it('gives the next limit and a loyalty coupon once per repaid order', async () => {
    const { token, user } = seedBorrower(db, { stage: 'repaid' });
    client.token = token;
    const orderNo = user.orders[0]!.orderNo;
    const first = await getNextProductInfoAndSendCoupon({ orderNo });
    expect(first.nextQuota).toBeGreaterThan(0);
    expect(first.coupon).toMatchObject({ title: 'Скидка на следующий заём', amount: 1500, scope: 'apply', status: 'available' });
    const second = await getNextProductInfoAndSendCoupon({ orderNo });
    expect(second).toEqual({ nextQuota: first.nextQuota, coupon: null });
    expect((await getUserCouponList({ status: 'available' })).list).toHaveLength(1);
  });

  it('gives no coupon for an order not repaid', async () => {
    const { token, user } = seedBorrower(db, { stage: 'active_loan' });
    client.token = token;
    expect((await getNextProductInfoAndSendCoupon({ orderNo: user.orders[0]!.orderNo })).coupon).toBeNull();
  });
});
