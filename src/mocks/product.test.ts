/**
 * productInfoForH5's additions for the instructions, the loyalty page and sharing (issue 11): the worked
 * example is the loan's real figures (checked against what repayInfo and extensionInfoV2 answer for the
 * same loan), the loyalty block follows the borrower, and the referral channel carries nothing personal.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { userInfo } from '@/features/account/api';
import { extensionInfoV2 } from '@/features/extension/api';
import { lastOrder } from '@/features/loan-application/api';
import { repayInfo } from '@/features/repayment/api';
import { productInfoForH5 } from '@/shared/api/product';
import { server } from '../../tests/msw-server';
import { PRODUCT } from './data';
import type { SandboxDb } from './db';
import { seedBorrower, type SeedStage } from './fixtures';
import { quote } from './domain/money';
import { CLOCK_START, sandboxOnClock, type TestClient } from './testing';

const PHONE = '77061234567';
const DAY = 24 * 60 * 60_000;
const T0 = CLOCK_START;

let now = T0;
let sandbox: SandboxDb;
let client: TestClient;

beforeEach(() => {
  now = T0;
  ({ db: sandbox, client } = sandboxOnClock(server, () => now));
});

function seeded(stage: SeedStage) {
  const s = seedBorrower(sandbox, { phone: PHONE, stage });
  client.token = s.token;
  return s;
}

describe('productInfoForH5: the rules and the worked example', () => {
  it('signed out: the product rules and the default offer worked through, no loyalty', async () => {
    const p = await productInfoForH5();
    expect(p).toMatchObject({
      maxAmount: 500_000,
      firstQuota: 50_000,
      quotaStep: 25_000,
      maxQuota: 500_000,
      minPartPayment: 1_000,
      penaltyMaxDays: 90,
      extension: { opensDaysBefore: 3, closesDaysAfter: 7, maxExtensions: 2, terms: [7, 14] },
      loyalty: null,
    });
    expect(p.defaultOffer).toEqual({
      amount: 30_000,
      days: 14,
      interest: 630,
      serviceFee: 0,
      receiveAmount: 30_000,
      repayAmount: 30_630,
      aprPercent: 71.92,
      interestPerDay: 45,
      early: { days: 5, interest: 225, repayAmount: 30_225 },
      extensionFee: 630,
      penaltyPerDay: 150,
      penaltyMax: 13_500,
    });
  });

  it("the example is the default offer's quote: the same figures confirm gives and the product's ГЭСВ", async () => {
    const p = await productInfoForH5();
    const q = quote(PRODUCT.defaultAmount, PRODUCT.defaultDays, 0, '2025-03-01');
    expect(p.defaultOffer).toMatchObject({
      amount: q.amount,
      days: q.days,
      interest: q.interest,
      repayAmount: q.repayAmount,
      receiveAmount: q.receiveAmount,
      aprPercent: q.aprPercent,
    });
    expect(p.defaultOffer?.aprPercent).toBe(p.aprPercent);
  });

  it('the example tells the truth: a real loan of that amount owes what it says early, on the due date and when late', async () => {
    const example = (await productInfoForH5()).defaultOffer!;
    seeded('active_loan');
    const orderNo = (await lastOrder({ page: 1 })).order!.orderNo;
    now = T0 + example.early.days * DAY;
    expect(await repayInfo({ orderNo })).toMatchObject({ interest: example.early.interest, repayAmount: example.early.repayAmount });
    now = T0 + example.days * DAY;
    expect(await repayInfo({ orderNo })).toMatchObject({ interest: example.interest, repayAmount: example.repayAmount });
    // Extended on the due date: what it costs is the reward of the term.
    expect((await extensionInfoV2({ orderNo })).options.map((o) => o.fee)).toEqual([example.extensionFee, example.extensionFee]);
    now = T0 + (example.days + 1) * DAY;
    expect((await repayInfo({ orderNo })).penalty).toBe(example.penaltyPerDay);
    now = T0 + (example.days + 200) * DAY;
    expect((await repayInfo({ orderNo })).penalty).toBe(example.penaltyMax);
  });
});

describe('productInfoForH5: loyalty (the integral page)', () => {
  it('a new borrower: the first limit, the next one, no loans repaid, no coupons', async () => {
    seeded('with_card');
    const p = await productInfoForH5();
    expect(p.loyalty).toMatchObject({ quota: 50_000, repaidCount: 0, nextQuota: 75_000, couponsEarned: 0, couponsAvailable: 0 });
    expect(p.maxAmount).toBe(p.loyalty!.quota);
  });

  it('a repaid loan raises the limit by the step; coupons are counted, used or not', async () => {
    const { user } = seeded('repaid');
    user.coupons.push(
      { id: 'C1', title: 'a', titleKz: 'a', amount: 500, scope: 'repay', minAmount: 0, validUntil: '2025-04-01', used: true },
      { id: 'C2', title: 'b', titleKz: 'b', amount: 1_500, scope: 'apply', minAmount: 20_000, validUntil: '2025-04-01', used: false },
      { id: 'C3', title: 'c', titleKz: 'c', amount: 2_000, scope: 'apply', minAmount: 20_000, validUntil: '2025-02-01', used: false },
    );
    sandbox.commit();
    const p = await productInfoForH5();
    expect(p.loyalty).toMatchObject({ quota: 75_000, repaidCount: 1, nextQuota: 100_000, couponsEarned: 3, couponsAvailable: 1 });
  });

  it('at the highest limit there is no next one', async () => {
    const { user } = seeded('repaid');
    const repaid = user.orders[0]!;
    user.orders = Array.from({ length: 18 }, (_, i) => ({ ...repaid, orderNo: `${repaid.orderNo}-${i}` }));
    sandbox.commit();
    expect((await productInfoForH5()).loyalty).toMatchObject({ quota: 500_000, repaidCount: 18, nextQuota: null });
  });

  it('the referral channel is stable, differs between borrowers and carries no token, phone, IIN or name', async () => {
    const { token, user } = seeded('with_card');
    const channel = (await productInfoForH5()).loyalty!.referralChannel!;
    expect(channel).toMatch(/^ref-[0-9a-z]+$/);
    expect((await productInfoForH5()).loyalty!.referralChannel).toBe(channel);
    const me = await userInfo();
    for (const secret of [token, PHONE, PHONE.slice(1), user.id, me.iin!, me.name!, me.surname!]) expect(channel).not.toContain(secret);
    client.token = seedBorrower(sandbox, { phone: '77071234567', stage: 'with_card' }).token;
    expect((await productInfoForH5()).loyalty!.referralChannel).not.toBe(channel);
  });
});
