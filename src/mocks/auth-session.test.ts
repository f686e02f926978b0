import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/http';
import { AUTH_ERROR, login, sendCode } from '@/features/auth/api';
import { deleteLogin, userInfo } from '@/features/account/api';
import { getStepInfo } from '@/shared/api/stepInfoApi';
import { lastOrder } from '@/features/loan-application/api';
import { getBankInfo, setBankInfo } from '@/features/bank-card/api';
import { db, server } from '../../tests/msw-server';
import { createDb } from './db';
import { createHandlers } from './handlers';
import { connectClient, signIn, type TestClient } from './testing';

const PHONE = '77011234567';

async function failure(p: Promise<unknown>): Promise<ApiError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ApiError) return e;
    throw e;
  }
  throw new Error('expected the call to fail');
}

let client: TestClient;
beforeEach(() => {
  client = connectClient();
});

describe('sendCode and login', () => {
  it('logs in with the code the sandbox sent, and refuses a wrong one with 1002', async () => {
    const sent = await sendCode({ phone: PHONE });
    expect(sent).toEqual({ resendAfter: 60, codeLength: 4 });
    const code = db.lastCode(PHONE);
    expect(code).toMatch(/^\d{4}$/);

    const wrong = code === '0000' ? '1111' : '0000';
    const err = await failure(login({ phone: PHONE, code: wrong }));
    expect(err.kind).toBe('server');
    expect(err.code).toBe(AUTH_ERROR.wrongCode);

    const ok = await login({ phone: PHONE, code: code! });
    expect(ok.phone).toBe(PHONE);
    expect(ok.isNew).toBe(true);
    expect(ok.token).toMatch(/^[0-9a-f]{32}$/);

    // A code works once.
    expect((await failure(login({ phone: PHONE, code: code! }))).code).toBe(AUTH_ERROR.codeExpired);
  });

  it('says isNew=false for a returning borrower', async () => {
    await signIn(db, client, PHONE);
    const again = await signIn(db, client, PHONE);
    expect(again.isNew).toBe(false);
  });

  it('answers 1004 without a code and once the code is 5 minutes old', async () => {
    expect((await failure(login({ phone: PHONE, code: '1234' }))).code).toBe(AUTH_ERROR.codeExpired);

    let now = Date.parse('2025-03-01T10:00:00Z');
    const timed = createDb({ persist: false, now: () => now });
    server.use(...createHandlers(timed));
    await sendCode({ phone: PHONE });
    now += 5 * 60 * 1000 + 1;
    const err = await failure(login({ phone: PHONE, code: timed.lastCode(PHONE)! }));
    expect(err.code).toBe(AUTH_ERROR.codeExpired);
  });

  it('refuses a malformed phone (1005), the refused test phone (1001), and a sixth send in 10 minutes (1003)', async () => {
    expect((await failure(sendCode({ phone: '8701123' }))).code).toBe(AUTH_ERROR.invalidPhone);
    expect((await failure(sendCode({ phone: '77000000001' }))).code).toBe(AUTH_ERROR.sendFailed);
    for (let i = 0; i < 5; i++) await sendCode({ phone: PHONE });
    expect((await failure(sendCode({ phone: PHONE }))).code).toBe(AUTH_ERROR.tooManyRequests);
  });

  it('invalidates the code after 5 wrong attempts', async () => {
    await sendCode({ phone: PHONE });
    const code = db.lastCode(PHONE)!;
    const wrong = code === '0000' ? '1111' : '0000';
    for (let i = 0; i < 5; i++) await failure(login({ phone: PHONE, code: wrong }));
    expect((await failure(login({ phone: PHONE, code }))).code).toBe(AUTH_ERROR.codeExpired);
  });
});

describe('session', () => {
  it('answers 301 to a missing or unknown token, reported once per token', async () => {
    const missing = await failure(userInfo());
    expect(missing.kind).toBe('session');
    expect(missing.code).toBe(301);

    client.token = 'f'.repeat(32);
    const results = await Promise.allSettled([userInfo(), getStepInfo(), lastOrder({ page: 1 })]);
    for (const r of results) {
      expect(r.status).toBe('rejected');
      expect((r as PromiseRejectedResult).reason).toMatchObject({ kind: 'session', code: 301 });
    }
    expect(client.expired).toBe(1); // a call without a token ends no session; the unknown token is reported once
  });

  it('takes the token from the body when the header is absent', async () => {
    const { token } = await signIn(db, client, PHONE);
    const res = await fetch('http://localhost/api/user/getStepInfo', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token }),
    });
    expect(((await res.json()) as { code: number }).code).toBe(0);
  });

  it('session_expired: the next authenticated call gets 301, the token is dead, a new login works', async () => {
    const first = await signIn(db, client, PHONE);
    await userInfo();
    db.setScenario('session_expired', PHONE);

    expect((await failure(userInfo())).code).toBe(301);
    expect(client.expired).toBe(1);
    // The scenario fired once; the old token stays dead.
    expect(db.getScenario(PHONE)).toBe('approve');
    expect((await failure(getStepInfo())).code).toBe(301);

    const second = await signIn(db, client, PHONE);
    expect(second.token).not.toBe(first.token);
    expect(second.isNew).toBe(false);
    await expect(userInfo()).resolves.toMatchObject({ phone: PHONE });
  });

  it('session_expired as the global default fires once, then resets to approve', async () => {
    await signIn(db, client, PHONE);
    db.setScenario('session_expired');
    expect((await failure(userInfo())).code).toBe(301);
    expect(db.getScenario()).toBe('approve');
  });

  it('the x-sandbox-scenario header forces a scenario on one request without changing the db', async () => {
    await signIn(db, client, PHONE);
    client.headers = { 'x-sandbox-scenario': 'server_error' };
    const err = await failure(userInfo());
    expect(err).toMatchObject({ kind: 'server', code: 500 });
    client.headers = {};
    await expect(userInfo()).resolves.toMatchObject({ phone: PHONE });
    expect(db.getScenario(PHONE)).toBe('approve');
  });

  it('server_error answers code 500 for that borrower only', async () => {
    await signIn(db, client, PHONE);
    db.setScenario('server_error', PHONE);
    expect(await failure(userInfo())).toMatchObject({ kind: 'server', code: 500 });
    db.setScenario('approve', PHONE);
    await expect(userInfo()).resolves.toBeTruthy();
  });

  it('slow delays every answer', async () => {
    await signIn(db, client, PHONE);
    db.setTiming({ slowMs: 300 });
    db.setScenario('slow', PHONE);
    const t0 = performance.now();
    await userInfo();
    expect(performance.now() - t0).toBeGreaterThanOrEqual(280);
  });
});

describe('deleteLogin', () => {
  it('forgets the borrower: the next login starts a new one at step 0 with a new token', async () => {
    const first = await signIn(db, client, PHONE);
    await setBankInfo({ bankCode: 'CASPKZKA', cardNumber: '4400430123456789', expiry: '12/30', holder: 'AIGERIM NURLANOVA', cvc: '123' });
    expect((await getBankInfo()).card).not.toBeNull();

    await deleteLogin();
    expect((await failure(userInfo())).code).toBe(301);
    expect(db.lastCode(PHONE)).toBeNull();

    const second = await signIn(db, client, PHONE);
    expect(second.isNew).toBe(true);
    expect(second.token).not.toBe(first.token);
    expect(await getStepInfo()).toEqual({
      month_income: null,
      relatives_2_name: null,
      relatives_2_phone: null,
      idphoto_1: null,
      idphoto_2: null,
      headphoto: null,
    });
    const info = await userInfo();
    expect(info).toMatchObject({ phone: PHONE, name: null, iin: null, card: null, currentLoan: null, contacts: [] });
    expect((await getBankInfo()).card).toBeNull();
  });
});

describe('logout and token lifetime (issue 29 M1; docs/api.md, "Logout and token lifetime")', () => {
  it('logout kills the token it carries (301 from then on), not the same borrower’s other sessions', async () => {
    const { logout } = await import('@/shared/session/logoutApi');
    const other = (await signIn(db, client, PHONE)).token;
    const mine = (await signIn(db, client, PHONE)).token;
    client.token = mine;
    await expect(logout()).resolves.toBeDefined();
    expect((await failure(userInfo())).code).toBe(301);
    // Logging out again (a retry after a lost answer) is not an error.
    await expect(logout()).resolves.toBeDefined();
    client.token = other;
    await expect(userInfo()).resolves.toMatchObject({ phone: PHONE });
  });

  it('a token unused for 24 hours, or issued 30 days ago, answers 301', async () => {
    let now = Date.parse('2026-03-01T10:00:00Z');
    const timed = createDb({ persist: false, now: () => now, tokenNow: () => now });
    server.use(...createHandlers(timed));
    const idle = (await signIn(timed, client, PHONE)).token;
    now += 24 * 60 * 60 * 1000 - 1000;
    await expect(userInfo()).resolves.toBeTruthy();
    now += 24 * 60 * 60 * 1000 + 1;
    expect((await failure(userInfo())).code).toBe(301);

    client.token = (await signIn(timed, client, PHONE)).token;
    expect(client.token).not.toBe(idle);
    const issued = now;
    // Used every day, still ended 30 days after it was issued.
    for (let day = 1; day < 30; day++) {
      now = issued + day * 24 * 60 * 60 * 1000;
      await expect(userInfo()).resolves.toBeTruthy();
    }
    now = issued + 30 * 24 * 60 * 60 * 1000 + 1;
    expect((await failure(userInfo())).code).toBe(301);
  });
});
