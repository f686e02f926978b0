/**
 * Double taps and replays (issue 13): the calls that make something but predate the key (uploads, the
 * newcomer gift claim) replay the first answer for the same Idempotency-Key, the card save is an upsert of
 * the one payout card, and the control endpoint's `count` says what a borrower's creates made.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import * as bankCard from '@/features/bank-card/api';
import * as content from '@/features/content/api';
import * as loanApplication from '@/features/loan-application/api';
import * as repayment from '@/features/repayment/api';
import { db } from '../../tests/msw-server';
import { seedBorrower } from './fixtures';
import { connectClient, type TestClient } from './testing';

const PHONE = '77041239876';

let client: TestClient;
beforeEach(() => {
  client = connectClient();
});

async function control(body: Record<string, unknown>): Promise<{ status: number; json: Record<string, unknown> }> {
  const res = await fetch('http://localhost/__sandbox/control', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, json: (await res.json()) as Record<string, unknown> };
}

const count = async (phone = PHONE) => (await control({ action: 'count', phone })).json;

/** Uploads a photo as multipart built by hand (jsdom's FormData loses the file name on the way to msw). */
async function upload(headers: Record<string, string> = {}) {
  const boundary = 'replayboundary';
  const body =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="front.jpg"\r\nContent-Type: image/jpeg\r\n\r\nJPEG\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="type"\r\n\r\nfront\r\n--${boundary}--\r\n`;
  const res = await fetch('http://localhost/api/uploadFile/userFile', {
    method: 'POST',
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, token: client.token, ...headers },
    body,
  });
  return (await res.json()) as { code: number; data: { fileId: string; url: string } };
}

async function claim(headers: Record<string, string> = {}) {
  const res = await fetch('http://localhost/newcomerGift/getUserCoupon', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token: client.token, ...headers },
    body: '{}',
  });
  return (await res.json()) as { code: number; data: { coupon: { id: string } } | null };
}

const CARD = { bankCode: 'CASPKZKA', cardNumber: '4400430123456789', expiry: '12/30', holder: 'AIGERIM NURLANOVA', cvc: '123' };

describe('control count', () => {
  it("says how many of each thing a borrower's creates made", async () => {
    client.token = seedBorrower(db, { phone: PHONE, stage: 'active_loan' }).token;
    const before = await count();
    expect(before).toMatchObject({ ok: true, orders: 1, cards: 1, repayLinks: 0, extensionLinks: 0, vouchers: 0, feedback: 0, newcomerCoupons: 0 });
    const { orderNo } = db.userByPhone(PHONE)!.orders[0]!;
    await repayment.getRepaymentLink({ orderNo, returnUrl: 'http://localhost/#/' }, { idempotencyKey: 'pay-1' });
    await content.sendFeedback({ content: 'слово '.repeat(12).trim(), email: 'a@b.kz' }, { idempotencyKey: 'fb-1' });
    await upload({ 'Idempotency-Key': 'up-1' });
    const after = await count();
    expect(after).toMatchObject({ repayLinks: 1, feedback: 1, files: Number(before.files) + 1 });
    expect((after.filesByType as Record<string, number>).front).toBe(((before.filesByType as Record<string, number>).front ?? 0) + 1);
  });

  it('needs a known phone', async () => {
    expect((await control({ action: 'count' })).status).toBe(400);
    expect((await control({ action: 'count', phone: '77049990000' })).status).toBe(404);
  });
});

describe('uploads replay by key', () => {
  it('the same key twice answers the same file and stores one', async () => {
    client.token = seedBorrower(db, { phone: PHONE, stage: 'new' }).token;
    const first = await upload({ 'Idempotency-Key': 'photo-1' });
    const again = await upload({ 'Idempotency-Key': 'photo-1' });
    expect(first.code).toBe(0);
    expect(again).toEqual(first);
    expect(await count()).toMatchObject({ files: 1 });
    // Another photo is another key, another file.
    const other = await upload({ 'Idempotency-Key': 'photo-2' });
    expect(other.data.fileId).not.toBe(first.data.fileId);
    expect(await count()).toMatchObject({ files: 2 });
  });

  it('two uploads with one key in flight together store one file', async () => {
    client.token = seedBorrower(db, { phone: PHONE, stage: 'new' }).token;
    const [a, b] = await Promise.all([upload({ 'Idempotency-Key': 'photo-3' }), upload({ 'Idempotency-Key': 'photo-3' })]);
    expect(a).toEqual(b);
    expect(await count()).toMatchObject({ files: 1 });
  });

  it('an upload without a key still works (older clients), each one a file', async () => {
    client.token = seedBorrower(db, { phone: PHONE, stage: 'new' }).token;
    expect((await upload()).code).toBe(0);
    expect((await upload()).code).toBe(0);
    expect(await count()).toMatchObject({ files: 2 });
  });
});

describe('the newcomer gift claim replays by key', () => {
  it('a retry with the key of a claim whose answer was lost gets the same coupon; one coupon is issued', async () => {
    client.token = seedBorrower(db, { phone: PHONE, stage: 'with_card' }).token;
    const first = await claim({ 'Idempotency-Key': 'claim-1' });
    expect(first.code).toBe(0);
    expect(await claim({ 'Idempotency-Key': 'claim-1' })).toEqual(first);
    expect(await count()).toMatchObject({ newcomerCoupons: 1 });
    // Another key (a reload) or none: "already received", still one coupon.
    expect((await claim({ 'Idempotency-Key': 'claim-2' })).code).toBe(6001);
    expect((await claim()).code).toBe(6001);
    expect(await count()).toMatchObject({ newcomerCoupons: 1 });
  });
});

describe('the card save is an upsert of the one payout card', () => {
  it('the same card saved twice (a retry after a lost answer) leaves one card, the one typed', async () => {
    client.token = seedBorrower(db, { phone: PHONE, stage: 'onboarded' }).token;
    const first = await bankCard.setBankInfo(CARD);
    expect(await bankCard.setBankInfo(CARD)).toEqual(first);
    expect(await count()).toMatchObject({ cards: 1 });
    expect(db.userByPhone(PHONE)!.card).toMatchObject({ first6: '440043', last4: '6789' });
  });
});

describe('orders: a double submit with one key makes one order', () => {
  it('the second submit, after the first was answered, gets the same order', async () => {
    client.token = seedBorrower(db, { phone: PHONE, stage: 'with_card' }).token;
    const k = { idempotencyKey: 'order-replay' };
    const first = await loanApplication.submitOrder({ amount: 30000, days: 14 }, k);
    expect(await loanApplication.submitOrder({ amount: 30000, days: 14 }, k)).toEqual(first);
    expect(await count()).toMatchObject({ orders: 1 });
  });
});

describe('the next offer after a repaid loan replays by key', () => {
  it("asked again with the order's key (a lost answer, a reload), it answers the coupon it sent; one coupon", async () => {
    client.token = seedBorrower(db, { phone: PHONE, stage: 'repaid' }).token;
    const { orderNo } = db.userByPhone(PHONE)!.orders[0]!;
    const ask = async (key?: string) => {
      const res = await fetch('http://localhost/after/confirm/getNextProductInfoAndSendCoupon', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', token: client.token, ...(key ? { 'Idempotency-Key': key } : {}) },
        body: JSON.stringify({ orderNo }),
      });
      return (await res.json()) as { code: number; data: { coupon: { id: string } | null } };
    };
    const coupons = (await count()).coupons as number;
    const first = await ask(`next-offer-${orderNo}`);
    expect(first.data.coupon).not.toBeNull();
    expect(await ask(`next-offer-${orderNo}`)).toEqual(first);
    expect(await count()).toMatchObject({ coupons: coupons + 1 });
    // Without the key (an older client): the coupon was sent already, so none comes back, and none is made.
    expect((await ask()).data.coupon).toBeNull();
    expect(await count()).toMatchObject({ coupons: coupons + 1 });
  });
});
