/**
 * Paying back and extending, over the HTTP handlers with the real API client: card payments and their
 * outcomes (ok, fail, cancel, expiry), partial repayment, the extension window and limit, transfer
 * certificates. A clock the test moves stands in for the days.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { getResponse } from 'msw';
import { ApiError } from '@/lib/http';
import { userInfo } from '@/features/account/api';
import { getPops } from '@/features/content/api';
import { extensionInfo, extensionInfoV2, getLoanPayLink } from '@/features/extension/api';
import { lastOrder } from '@/features/loan-application/api';
import {
  getPayVoucher,
  getRepayBankCard,
  getRepayListCoupon,
  getRepaymentLink,
  myOrderList,
  repayInfo,
  repayUseCoupon,
} from '@/features/repayment/api';
import { LOAN_ERROR } from '@/shared/api/order';
import { server } from '../../tests/msw-server';
import { PRODUCT } from './data';
import type { SandboxDb } from './db';
import { seedBorrower, type SeedStage } from './fixtures';
import { createHandlers } from './handlers';
import { CLOCK_START, sandboxOnClock, type TestClient } from './testing';

const PHONE = '77061234567';
const RETURN = 'http://localhost/#/pages/webview/tarlanPay';
const key = () => ({ idempotencyKey: crypto.randomUUID() });
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const T0 = CLOCK_START;

let now = T0;
let sandbox: SandboxDb;
let client: TestClient;

beforeEach(() => {
  now = T0;
  ({ db: sandbox, client } = sandboxOnClock(server, () => now));
});

/** A borrower at a seed stage, signed in. A 30 000 ₸ loan for 14 days: 45 ₸ of reward a day, 630 for the term. */
async function seeded(stage: SeedStage, amount = 30_000): Promise<string> {
  client.token = seedBorrower(sandbox, { phone: PHONE, stage, amount }).token;
  return (await lastOrder({ page: 1 })).order!.orderNo;
}

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

/** What the fake payment page reports (through the control endpoint, as vendor.js does). */
async function vendor(ref: string, result: 'ok' | 'fail' | 'cancel'): Promise<void> {
  const res = await fetch('http://localhost/__sandbox/control', { method: 'POST', body: JSON.stringify({ action: 'vendorResult', ref, result }) });
  expect(await res.json()).toEqual({ ok: true });
}

/** Uploads a certificate under a file name (built by hand: jsdom's FormData loses the name on the way to msw). */
async function uploadCertificate(filename: string): Promise<string> {
  const boundary = 'sandboxboundary';
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/jpeg\r\n\r\nJPEG\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nvoucher\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="token"\r\n\r\n${client.token}\r\n--${boundary}--\r\n`;
  const request = new Request('http://localhost/api/uploadFile/userFile', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
  const answer = (await (await getResponse(createHandlers(sandbox), request))!.json()) as { code: number; data: { url: string } };
  expect(answer.code).toBe(0);
  return answer.data.url;
}

const messageTitles = async () => (await getPops({ position: 'messages' })).list.map((m) => m.title);

describe('what is owed today', () => {
  it('the reward accrues daily: an early repayment owes only the days used, the due date the whole term', async () => {
    const orderNo = await seeded('active_loan');
    expect(await repayInfo({ orderNo })).toEqual({
      orderNo,
      status: 'awaiting_repayment',
      principal: 30_000,
      interest: 45,
      serviceFee: 0,
      penalty: 0,
      discount: 0,
      paid: 0,
      repayAmount: 30_045,
      dueDateAmount: 30_630,
      dueDate: '2025-03-15',
      overdueDays: 0,
      partialAllowed: true,
      minPayment: 1_000,
      lastPayment: null,
      voucher: null,
    });
    now = T0 + 5 * DAY;
    expect(await repayInfo({ orderNo })).toMatchObject({ interest: 225, repayAmount: 30_225, dueDateAmount: 30_630 });
    expect((await lastOrder({ page: 1 })).order).toMatchObject({ interest: 225, repayAmount: 30_225, repaidAt: null });
    // The Me tab's "X by the due date" line: what the due date asks.
    expect((await userInfo()).currentLoan).toMatchObject({ repayAmount: 30_630 });
    now = T0 + 14 * DAY;
    expect(await repayInfo({ orderNo })).toMatchObject({ interest: 630, repayAmount: 30_630, dueDateAmount: 30_630, overdueDays: 0 });
    // Two days late: the reward goes on (16 days, 720 ₸) and the penalty is 0.5 % of the overdue principal a day.
    now = T0 + 16 * DAY;
    expect(await repayInfo({ orderNo })).toMatchObject({ status: 'overdue', interest: 720, penalty: 300, repayAmount: 31_020, dueDateAmount: 31_020 });
  });

  it('getRepayBankCard shows the saved card masked (bank and last 4) next to the company’s accounts', async () => {
    const orderNo = await seeded('active_loan');
    const answer = await getRepayBankCard({ orderNo });
    expect(answer.card).toEqual({ bankName: 'Kaspi Bank', last4: '6789' });
    expect(answer.accounts.length).toBeGreaterThan(0);
    expect(JSON.stringify(answer)).not.toContain('440043');
    client.token = seedBorrower(sandbox, { phone: '77061234568', stage: 'onboarded' }).token;
    expect((await getRepayBankCard()).card).toBeNull();
  });

  it('repayment coupons (now declared with repayment) lower what is owed, never below the principal', async () => {
    const orderNo = await seeded('active_loan');
    const user = sandbox.userByPhone(PHONE)!;
    user.coupons.unshift({ id: 'C1', title: 'x', titleKz: 'x', amount: 500, scope: 'repay', minAmount: 0, validUntil: '2025-03-15', used: false });
    expect((await getRepayListCoupon({ orderNo })).list.map((c) => c.id)).toEqual(['C1']);
    // Day 1: only 45 ₸ of reward to discount.
    expect(await repayUseCoupon({ orderNo, couponId: 'C1' })).toEqual({ discount: 45, repayAmount: 30_000 });
    now = T0 + 12 * DAY; // 13 March: 12 days used
    expect(await repayInfo({ orderNo })).toMatchObject({ interest: 540, discount: 500, repayAmount: 30_040 });
    now = T0 + 14 * DAY; // the due date
    expect(await repayInfo({ orderNo })).toMatchObject({ interest: 630, discount: 500, repayAmount: 30_130 });
  });
});

describe('card payments', () => {
  it('repaid in full: repaid, with repaidAt, the repaid message, and nothing more owed', async () => {
    const orderNo = await seeded('active_loan');
    now = T0 + 3 * DAY;
    const link = await getRepaymentLink({ orderNo, returnUrl: RETURN }, key());
    expect(link.amount).toBe(30_135);
    expect(new URL(link.url).pathname).toBe('/__sandbox/vendor/payment.html');
    expect((await repayInfo({ orderNo })).lastPayment).toMatchObject({ ref: link.ref, status: 'pending', amount: 30_135 });
    now += 2 * MINUTE;
    await vendor(link.ref, 'ok');
    const info = await repayInfo({ orderNo });
    expect(info).toMatchObject({ status: 'repaid', repayAmount: 0, dueDateAmount: 0, paid: 30_135, partialAllowed: false, lastPayment: { status: 'success' } });
    const order = (await myOrderList({ page: 1 })).list[0]!;
    expect(order).toMatchObject({ status: 'repaid', repayAmount: 0, interest: 135 });
    expect(Date.parse(order.repaidAt!)).toBe(T0 + 3 * DAY);
    expect(await messageTitles()).toContain('Заём погашен');
    expect((await failure(getRepaymentLink({ orderNo, returnUrl: RETURN }, key()))).code).toBe(LOAN_ERROR.wrongOrderState);
  });

  it('a payment the bank declined leaves the loan as it was; a retry then succeeds', async () => {
    const orderNo = await seeded('active_loan');
    const first = await getRepaymentLink({ orderNo, returnUrl: RETURN }, key());
    await vendor(first.ref, 'fail');
    expect(await repayInfo({ orderNo })).toMatchObject({ status: 'awaiting_repayment', paid: 0, repayAmount: 30_045, lastPayment: { ref: first.ref, status: 'failed' } });
    const retry = await getRepaymentLink({ orderNo, returnUrl: RETURN }, key());
    expect(retry.ref).not.toBe(first.ref);
    await vendor(retry.ref, 'ok');
    expect(await repayInfo({ orderNo })).toMatchObject({ status: 'repaid', lastPayment: { ref: retry.ref, status: 'success' } });
  });

  it('"back without paying" cancels the payment; nothing changes on the loan', async () => {
    const orderNo = await seeded('active_loan');
    const link = await getRepaymentLink({ orderNo, returnUrl: RETURN }, key());
    await vendor(link.ref, 'cancel');
    expect(await repayInfo({ orderNo })).toMatchObject({ status: 'awaiting_repayment', paid: 0, lastPayment: { ref: link.ref, status: 'cancelled' } });
    // A late 'ok' for a cancelled payment changes nothing.
    await vendor(link.ref, 'ok');
    expect((await repayInfo({ orderNo })).status).toBe('awaiting_repayment');
  });

  it('a payment still pending 15 minutes after its link was issued is cancelled', async () => {
    expect(PRODUCT.paymentExpiryMinutes).toBe(15);
    const orderNo = await seeded('active_loan');
    const link = await getRepaymentLink({ orderNo, returnUrl: RETURN }, key());
    now += 15 * MINUTE - 1;
    expect((await repayInfo({ orderNo })).lastPayment?.status).toBe('pending');
    now += 1;
    expect((await repayInfo({ orderNo })).lastPayment?.status).toBe('cancelled');
    await vendor(link.ref, 'ok');
    expect((await repayInfo({ orderNo })).status).toBe('awaiting_repayment');
  });

  it('partial then full: below the minimum or above what is owed is refused (4005); each payment lowers what is owed', async () => {
    const orderNo = await seeded('active_loan');
    const refused = async (amount: number) => (await failure(getRepaymentLink({ orderNo, returnUrl: RETURN, amount }, key()))).code;
    expect(await refused(999)).toBe(LOAN_ERROR.amountOutOfRange);
    expect(await refused(30_046)).toBe(LOAN_ERROR.amountOutOfRange);
    expect(await refused(0)).toBe(LOAN_ERROR.amountOutOfRange);

    const part = await getRepaymentLink({ orderNo, returnUrl: RETURN, amount: 10_000 }, key());
    expect(part.amount).toBe(10_000);
    await vendor(part.ref, 'ok');
    // The day's 45 ₸ of reward first, 9 955 ₸ off the principal; from tomorrow the reward accrues on the
    // 20 045 ₸ left (30.07 ₸ a day): 391 ₸ more by the due date, where the whole loan's would be 585.
    expect(await repayInfo({ orderNo })).toMatchObject({
      status: 'awaiting_repayment',
      principal: 30_000,
      interest: 45,
      paid: 10_000,
      repayAmount: 20_045,
      dueDateAmount: 20_436,
      partialAllowed: true,
      minPayment: 1_000,
      lastPayment: { status: 'success', amount: 10_000 },
    });
    expect((await extensionInfoV2({ orderNo })).reason).toBe('partly_paid');

    now = T0 + 4 * DAY; // 5 March: 4 days used, the last 3 on 20 045 ₸
    const rest = await getRepaymentLink({ orderNo, returnUrl: RETURN }, key());
    expect(rest.amount).toBe(20_135);
    await vendor(rest.ref, 'ok');
    expect(await repayInfo({ orderNo })).toMatchObject({ status: 'repaid', interest: 135, paid: 30_135, repayAmount: 0 });
  });

  it('when less than the minimum is owed, only everything is accepted', async () => {
    const orderNo = await seeded('active_loan');
    const most = await getRepaymentLink({ orderNo, returnUrl: RETURN, amount: 29_500 }, key());
    await vendor(most.ref, 'ok');
    expect(await repayInfo({ orderNo })).toMatchObject({ repayAmount: 545, minPayment: 545 });
    expect((await failure(getRepaymentLink({ orderNo, returnUrl: RETURN, amount: 500 }, key()))).code).toBe(LOAN_ERROR.amountOutOfRange);
    await expect(getRepaymentLink({ orderNo, returnUrl: RETURN, amount: 545 }, key())).resolves.toMatchObject({ amount: 545 });
  });
});

describe('extensions', () => {
  it('a fresh loan is too early to extend: both info endpoints say why and when the window opens; the pay link is refused', async () => {
    const orderNo = await seeded('active_loan');
    const window = { reason: 'too_early', opensOn: '2025-03-12', closesOn: '2025-03-22', extensionsUsed: 0, maxExtensions: 2 };
    // Repaying instead costs the one day's reward; that day's 45 ₸ is all of the 30 000 ₸ cap used so far.
    Object.assign(window, { repayAmount: 30_045, overpaymentCap: 30_000, overpaymentUsed: 45 });
    expect(await extensionInfoV2({ orderNo })).toEqual({ available: false, options: [], ...window });
    expect(await extensionInfo({ orderNo })).toEqual({ available: false, option: null, ...window });
    const refused = await failure(getLoanPayLink({ orderNo, days: 7, returnUrl: RETURN }, key()));
    expect(refused.code).toBe(LOAN_ERROR.wrongOrderState);
  });

  it('inside the window: paying the fee moves the due date, counts the extension and tells the borrower', async () => {
    const orderNo = await seeded('due_soon');
    const before = await repayInfo({ orderNo });
    expect(before).toMatchObject({ dueDate: '2025-03-03', interest: 540, dueDateAmount: 30_630 });
    const info = await extensionInfoV2({ orderNo });
    expect(info).toMatchObject({ available: true, reason: null, opensOn: '2025-02-28', closesOn: '2025-03-10', extensionsUsed: 0 });
    // It costs the reward of the 12 days used; the reward then runs on from tomorrow to the new due date
    // (9 or 16 days): 21 or 28 days of reward used of the cap by then.
    expect(info.options).toEqual([
      { days: 7, fee: 540, newDueDate: '2025-03-10', newRepayAmount: 30_405, overpaymentUsedOnNewDueDate: 945, agreementUrl: expect.stringContaining('document.html') },
      { days: 14, fee: 540, newDueDate: '2025-03-17', newRepayAmount: 30_720, overpaymentUsedOnNewDueDate: 1_260, agreementUrl: expect.stringContaining('document.html') },
    ]);
    // Version 1 offers the longest term, without the agreement's address (that is version 2's).
    const { agreementUrl, ...longest } = info.options[1]!;
    expect(agreementUrl).toBeTruthy();
    expect((await extensionInfo({ orderNo })).option).toEqual(longest);

    const link = await getLoanPayLink({ orderNo, days: 7, returnUrl: RETURN }, key());
    expect(link.amount).toBe(540);
    await vendor(link.ref, 'ok');
    expect(await repayInfo({ orderNo })).toMatchObject({
      status: 'awaiting_repayment',
      dueDate: '2025-03-10',
      // Everything to today was paid: only the principal is owed until tomorrow's reward.
      interest: 0,
      repayAmount: 30_000,
      dueDateAmount: 30_405,
      lastPayment: { kind: 'extension', status: 'success' },
    });
    expect(await extensionInfoV2({ orderNo })).toMatchObject({
      available: false,
      reason: 'too_early',
      opensOn: '2025-03-07',
      closesOn: '2025-03-17',
      extensionsUsed: 1,
    });
    const pops = (await getPops({ position: 'messages' })).list;
    expect(pops[0]).toMatchObject({ title: 'Заём продлён', text: 'Спасибо! Новая дата возврата: 10.03.2025' });
  });

  it('outside the window: too late 8 days after the due date, and the pay link is refused', async () => {
    const orderNo = await seeded('active_loan');
    now = T0 + 22 * DAY; // 23 March: the due date was 15 March, the window closed on the 22nd
    expect(await extensionInfoV2({ orderNo })).toMatchObject({ available: false, options: [], reason: 'too_late', closesOn: '2025-03-22' });
    expect((await failure(getLoanPayLink({ orderNo, days: 14, returnUrl: RETURN }, key()))).code).toBe(LOAN_ERROR.wrongOrderState);
    now = T0 + 21 * DAY; // the clock never goes back in real life; here it shows the last day is still open
    expect((await extensionInfoV2({ orderNo })).available).toBe(true);
  });

  it('the limit: after 2 extensions, limit_reached', async () => {
    const orderNo = await seeded('active_loan');
    const extend = async (days: number) => {
      const link = await getLoanPayLink({ orderNo, days, returnUrl: RETURN }, key());
      await vendor(link.ref, 'ok');
    };
    now = T0 + 12 * DAY; // 13 March, due the 15th
    await extend(7);
    expect((await repayInfo({ orderNo })).dueDate).toBe('2025-03-22');
    now = T0 + 19 * DAY; // 20 March
    await extend(14);
    expect((await repayInfo({ orderNo })).dueDate).toBe('2025-04-05');
    now = T0 + 33 * DAY; // 3 April: inside the new window, but none left
    expect(await extensionInfoV2({ orderNo })).toMatchObject({ available: false, reason: 'limit_reached', extensionsUsed: 2, maxExtensions: 2 });
    expect((await failure(getLoanPayLink({ orderNo, days: 7, returnUrl: RETURN }, key()))).code).toBe(LOAN_ERROR.wrongOrderState);
  });

  it('an overdue loan is still extendable; the fee carries the overdue charge', async () => {
    const orderNo = await seeded('overdue');
    const info = await extensionInfoV2({ orderNo });
    expect(info).toMatchObject({ available: true, reason: null });
    // 17 days of reward (the term's 14 and the 3 late) and 3 days of penalty.
    expect(info.options[0]).toMatchObject({ days: 7, fee: 765 + 450, newDueDate: '2025-03-08', newRepayAmount: 30_315 });
  });

  it('a repaid loan: not_owing', async () => {
    const orderNo = await seeded('repaid');
    expect(await extensionInfoV2({ orderNo })).toMatchObject({ available: false, reason: 'not_owing', extensionsUsed: 0 });
  });
});

describe('bank transfer with a certificate', () => {
  it('accepted after the wait: the amount (default: owed today) counts as a repayment, the loan is repaid', async () => {
    const orderNo = await seeded('active_loan');
    const url = await uploadCertificate('receipt.jpg');
    const voucher = await getPayVoucher({ orderNo, url }, key());
    expect(voucher).toEqual({ voucherId: expect.any(String), status: 'under_review', amount: 30_045, createdAt: new Date(T0).toISOString() });
    expect((await repayInfo({ orderNo })).voucher).toEqual(voucher);
    now += sandbox.timing().voucherMs - 1;
    expect((await repayInfo({ orderNo })).voucher?.status).toBe('under_review');
    now += 1;
    expect(await repayInfo({ orderNo })).toMatchObject({ status: 'repaid', paid: 30_045, voucher: { voucherId: voucher.voucherId, status: 'accepted' } });
    expect(await messageTitles()).toContain('Заём погашен');
  });

  it('a partial transfer lowers what is owed; `advance` ends the wait at once', async () => {
    const orderNo = await seeded('active_loan');
    const url = await uploadCertificate('receipt.jpg');
    await getPayVoucher({ orderNo, url, amount: 10_000 }, key());
    sandbox.advance(PHONE);
    expect(await repayInfo({ orderNo })).toMatchObject({ status: 'awaiting_repayment', paid: 10_000, repayAmount: 20_045, voucher: { status: 'accepted', amount: 10_000 } });
  });

  it('a certificate whose file name contains "reject" is rejected: nothing is paid, the borrower is told', async () => {
    const orderNo = await seeded('active_loan');
    const url = await uploadCertificate('receipt-reject.jpg');
    await getPayVoucher({ orderNo, url }, key());
    now += sandbox.timing().voucherMs;
    expect(await repayInfo({ orderNo })).toMatchObject({ status: 'awaiting_repayment', paid: 0, voucher: { status: 'rejected' } });
    expect(await messageTitles()).toContain('Квитанция не принята');
    // Once it is decided, another certificate may be sent.
    await expect(getPayVoucher({ orderNo, url: await uploadCertificate('receipt.jpg') }, key())).resolves.toMatchObject({ status: 'under_review' });
  });

  it('one certificate under review at a time (4007); an amount outside 1..owed is refused (4005)', async () => {
    const orderNo = await seeded('active_loan');
    const url = await uploadCertificate('receipt.jpg');
    expect((await failure(getPayVoucher({ orderNo, url, amount: 0 }, key()))).code).toBe(LOAN_ERROR.amountOutOfRange);
    expect((await failure(getPayVoucher({ orderNo, url, amount: 30_046 }, key()))).code).toBe(LOAN_ERROR.amountOutOfRange);
    const first = await getPayVoucher({ orderNo, url, amount: 5_000 }, key());
    expect((await failure(getPayVoucher({ orderNo, url }, key()))).code).toBe(LOAN_ERROR.wrongOrderState);
    // The same key replays the first answer rather than refusing.
    const k = key();
    now += sandbox.timing().voucherMs;
    const second = await getPayVoucher({ orderNo, url, amount: 1 }, k);
    expect(await getPayVoucher({ orderNo, url, amount: 1 }, k)).toEqual(second);
    expect(second.voucherId).not.toBe(first.voucherId);
    expect((await repayInfo({ orderNo })).voucher?.voucherId).toBe(second.voucherId);
  });
});

describe('seed stages of a loan', () => {
  it('due_soon is due in 2 days, inside the window; voucher_review has a certificate under review that `advance` accepts', async () => {
    const soon = await seeded('due_soon');
    expect((await repayInfo({ orderNo: soon })).dueDate).toBe('2025-03-03');
    expect((await extensionInfo({ orderNo: soon })).available).toBe(true);

    client.token = seedBorrower(sandbox, { phone: '77061234569', stage: 'voucher_review' }).token;
    const orderNo = (await lastOrder({ page: 1 })).order!.orderNo;
    expect(await repayInfo({ orderNo })).toMatchObject({ status: 'awaiting_repayment', voucher: { status: 'under_review', amount: 30_045 } });
    expect((await failure(getPayVoucher({ orderNo, url: 'http://localhost/__sandbox/files/x' }, key()))).code).toBe(LOAN_ERROR.wrongOrderState);
    const res = await fetch('http://localhost/__sandbox/control', { method: 'POST', body: JSON.stringify({ action: 'advance', phone: '77061234569' }) });
    expect(await res.json()).toEqual({ ok: true });
    expect(await repayInfo({ orderNo })).toMatchObject({ status: 'repaid', voucher: { status: 'accepted' } });
  });

  it('repaid carries its repaidAt and the successful payment; the control seed names the stages', async () => {
    const orderNo = await seeded('repaid');
    expect((await lastOrder({ page: 1 })).order).toMatchObject({ status: 'repaid', repaidAt: new Date(T0).toISOString() });
    expect((await repayInfo({ orderNo })).lastPayment).toMatchObject({ status: 'success', kind: 'repay' });
    const res = await fetch('http://localhost/__sandbox/control', {
      method: 'POST',
      body: JSON.stringify({ action: 'seed', phone: '77061234570', stage: 'nope' }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toContain('due_soon');
  });
});
