/** Idempotent creates: every `{ creates: true }` endpoint honours Idempotency-Key the same way. */
import { beforeEach, describe, expect, it } from 'vitest';
import * as account from '@/features/account/api';
import * as analytics from '@/features/analytics/api';
import * as auth from '@/features/auth/api';
import * as bankCard from '@/features/bank-card/api';
import * as content from '@/features/content/api';
import * as coupons from '@/features/coupons/api';
import * as extension from '@/features/extension/api';
import * as loanApplication from '@/features/loan-application/api';
import * as onboarding from '@/features/onboarding/api';
import * as repayment from '@/features/repayment/api';
import { db } from '../../tests/msw-server';
import { seedBorrower } from './fixtures';
import { connectClient, type TestClient } from './testing';

const PHONE = '77041234567';
const RETURN = 'http://localhost/#/pages/home/index';
const modules = { account, analytics, auth, bankCard, content, coupons, extension, loanApplication, onboarding, repayment };

function declaredCreates(): string[] {
  return Object.values(modules)
    .flatMap((m) => Object.values(m))
    .filter((v): v is { path: string; creates: boolean } => typeof v === 'function' && (v as { creates?: unknown }).creates === true)
    .map((e) => e.path)
    .sort();
}

async function post(path: string, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await fetch(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token: client.token, ...headers },
    body: JSON.stringify(body),
  });
  return (await res.json()) as { code: number; msg: string; data: unknown };
}

let client: TestClient;
beforeEach(() => {
  client = connectClient();
});

const user = () => db.userByPhone(PHONE)!;

describe('Idempotency-Key on creates', () => {
  it('the creates of the contract are the six the sandbox keys', () => {
    expect(declaredCreates()).toEqual(
      [
        '/api/prod/submitOrder',
        '/api/prod/getRepaymentLink',
        '/api/prod/getLoanPayLink',
        '/api/prod/getPayVoucher',
        '/feedBack',
        '/api/fcb/application/create',
      ].sort(),
    );
  });

  it('refuses a create without a key (400), before looking at the body', async () => {
    client.token = seedBorrower(db, { phone: PHONE, stage: 'active_loan' }).token;
    for (const path of declaredCreates()) {
      const answer = await post(path, {});
      expect(answer.code, path).toBe(400);
      expect(answer.msg, path).toMatch(/Idempotency-Key/);
    }
  });

  it('submitOrder: the same key twice answers the same order and makes one', async () => {
    client.token = seedBorrower(db, { phone: PHONE, stage: 'with_card' }).token;
    const k = { idempotencyKey: 'order-1' };
    const first = await loanApplication.submitOrder({ amount: 30000, days: 14 }, k);
    const again = await loanApplication.submitOrder({ amount: 30000, days: 14 }, k);
    expect(again).toEqual(first);
    expect(user().orders).toHaveLength(1);
  });

  it('two requests with one key in flight together make one order', async () => {
    client.token = seedBorrower(db, { phone: PHONE, stage: 'with_card' }).token;
    const k = { idempotencyKey: 'order-2' };
    const [a, b] = await Promise.all([
      loanApplication.submitOrder({ amount: 30000, days: 14 }, k),
      loanApplication.submitOrder({ amount: 30000, days: 14 }, k),
    ]);
    expect(a).toEqual(b);
    expect(user().orders).toHaveLength(1);
  });

  it('payment links, extension links, vouchers, feedback and bureau applications: one record per key', async () => {
    // Due in 2 days: inside the extension window.
    client.token = seedBorrower(db, { phone: PHONE, stage: 'due_soon' }).token;
    const { orderNo } = user().orders[0]!;
    const twice = async <T>(call: (k: { idempotencyKey: string }) => Promise<T>) => {
      const k = { idempotencyKey: crypto.randomUUID() };
      const first = await call(k);
      expect(await call(k)).toEqual(first);
      return first;
    };
    await twice((k) => repayment.getRepaymentLink({ orderNo, returnUrl: RETURN }, k));
    await twice((k) => extension.getLoanPayLink({ orderNo, days: 7, returnUrl: RETURN }, k));
    expect(user().payments).toHaveLength(2);
    await twice((k) => repayment.getPayVoucher({ orderNo, url: 'http://localhost/__sandbox/files/v1' }, k));
    expect(user().vouchers).toHaveLength(1);
    await twice((k) => content.sendFeedback({ content: 'слово '.repeat(12).trim(), email: 'a@b.kz' }, k));
    expect(user().feedback).toHaveLength(1);
    await twice((k) => loanApplication.fcbCreate({ amount: 30000, days: 14 }, k));
    expect(Object.keys(user().fcb)).toHaveLength(1);
    // A new key is a new request.
    await repayment.getRepaymentLink({ orderNo, returnUrl: RETURN }, { idempotencyKey: 'another' });
    expect(user().payments).toHaveLength(3);
  });

  it('keys are per borrower and per endpoint', async () => {
    client.token = seedBorrower(db, { phone: PHONE, stage: 'active_loan' }).token;
    const k = { idempotencyKey: 'shared-key' };
    await content.sendFeedback({ content: 'слово '.repeat(12).trim(), email: 'a@b.kz' }, k);
    await loanApplication.fcbCreate({ amount: 30000, days: 14 }, k);
    expect(user().feedback).toHaveLength(1);
    expect(Object.keys(user().fcb)).toHaveLength(1);
    client.token = seedBorrower(db, { phone: '77041234568', stage: 'new' }).token;
    await content.sendFeedback({ content: 'слово '.repeat(12).trim(), email: 'a@b.kz' }, k);
    expect(db.userByPhone('77041234568')!.feedback).toHaveLength(1);
  });

  it('a refusal is not kept: the same key succeeds once the reason is gone', async () => {
    client.token = seedBorrower(db, { phone: PHONE, stage: 'onboarded' }).token;
    const k = { idempotencyKey: 'order-3' };
    await expect(loanApplication.submitOrder({ amount: 30000, days: 14 }, k)).rejects.toMatchObject({ code: 4004 });
    await bankCard.setBankInfo({ bankCode: 'CASPKZKA', cardNumber: '4400430123456789', expiry: '12/30', holder: 'AIGERIM NURLANOVA', cvc: '123' });
    await expect(loanApplication.submitOrder({ amount: 30000, days: 14 }, k)).resolves.toMatchObject({ order: { status: 'under_review' } });
    expect(user().orders).toHaveLength(1);
  });

  it('the same key with another body answers 422 and makes nothing; the same body after a sign-in in between still replays', async () => {
    client.token = seedBorrower(db, { phone: PHONE, stage: 'active_loan' }).token;
    const { orderNo } = user().orders[0]!;
    const first = await post('/api/prod/getRepaymentLink', { orderNo, amount: 5000, returnUrl: RETURN, token: client.token }, { 'Idempotency-Key': 'pay-1' });
    expect(first.code).toBe(0);
    const res = await fetch('http://localhost/api/prod/getRepaymentLink', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', token: client.token, 'Idempotency-Key': 'pay-1' },
      body: JSON.stringify({ orderNo, amount: 9000, returnUrl: RETURN }),
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { code: number }).code).toBe(422);
    expect(user().payments).toHaveLength(1);
    // Another token and other device fields (signed in again, a pixel id arrived): the same request.
    client.token = db.login(PHONE).token;
    const again = await post('/api/prod/getRepaymentLink', { orderNo, amount: 5000, returnUrl: RETURN, fbp: 'fb.1.2', deviceId: 'x' }, { 'Idempotency-Key': 'pay-1' });
    expect(again).toEqual(first);
  });
});

