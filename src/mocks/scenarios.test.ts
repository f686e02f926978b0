/** Scenarios are pinned on what they steer: an order keeps the story it was submitted under. */
import { beforeEach, describe, expect, it } from 'vitest';
import { userInfo } from '@/features/account/api';
import { lastOrder, submitOrder } from '@/features/loan-application/api';
import { fcbCreate, fcbSign, fcbStatus } from '@/features/loan-application/api';
import { db, server } from '../../tests/msw-server';
import { createDb } from './db';
import { seedBorrower } from './fixtures';
import { createHandlers } from './handlers';
import { connectClient, type TestClient } from './testing';

const PHONE = '77031234567';
const key = () => ({ idempotencyKey: crypto.randomUUID() });

let client: TestClient;
beforeEach(() => {
  client = connectClient();
  client.token = seedBorrower(db, { phone: PHONE, stage: 'with_card' }).token;
});

const status = async () => (await lastOrder({ page: 1 })).order?.status;

describe('scenario pinned on submission', () => {
  it('submitted under approve, switched to reject: still approved and paid out', async () => {
    await submitOrder({ amount: 30000, days: 14 }, key());
    db.setScenario('reject');
    db.setScenario('reject', PHONE);
    db.advance(PHONE, true);
    expect(await status()).toBe('awaiting_repayment');
  });

  it('submitted under reject, switched to approve: still rejected', async () => {
    db.setScenario('reject');
    await submitOrder({ amount: 30000, days: 14 }, key());
    db.setScenario('approve');
    db.advance(PHONE, true);
    expect(await status()).toBe('rejected');
  });

  it('a per-request scenario header pins too: the order follows the scenario of the submitting request', async () => {
    client.headers = { 'x-sandbox-scenario': 'payout_fail' };
    await submitOrder({ amount: 30000, days: 14 }, key());
    client.headers = {};
    db.advance(PHONE, true);
    expect(await status()).toBe('failed');
  });

  it('supplement and payout_fail follow the order, not the switch', async () => {
    db.setScenario('supplement', PHONE);
    await submitOrder({ amount: 30000, days: 14 }, key());
    db.setScenario('payout_fail', PHONE);
    db.advance(PHONE);
    expect(await status()).toBe('supplement');
  });

  it('overdue switched on makes a running loan 3 days late at once, and later switches do not undo it', async () => {
    const running = seedBorrower(db, { phone: '77031234568', stage: 'active_loan', amount: 40000 });
    client.token = running.token;
    db.setScenario('overdue');
    expect((await lastOrder({ page: 1 })).order).toMatchObject({ status: 'overdue', overdueDays: 3, penalty: 600 });
    db.setScenario('approve');
    expect(await status()).toBe('overdue');
  });

  it('an order submitted under overdue is paid out and runs 3 days late; one submitted before does not', async () => {
    await submitOrder({ amount: 30000, days: 14 }, key());
    db.setScenario('overdue', PHONE);
    db.advance(PHONE, true);
    expect(await status()).toBe('awaiting_repayment');

    const late = seedBorrower(db, { phone: '77031234569', stage: 'with_card' });
    db.setScenario('overdue', late.phone);
    client.token = late.token;
    await submitOrder({ amount: 30000, days: 14 }, key());
    db.setScenario('approve', late.phone);
    db.advance(late.phone, true);
    expect((await lastOrder({ page: 1 })).order).toMatchObject({ status: 'overdue', overdueDays: 3, penalty: 450 });
    expect((await userInfo()).currentLoan?.status).toBe('overdue');
  });

  it('the credit bureau answers by the scenario of the application', async () => {
    db.setScenario('reject', PHONE);
    const app = await fcbCreate({ amount: 30000, days: 14 }, key());
    await fcbSign({ applicationId: app.applicationId });
    db.setScenario('approve', PHONE);
    db.setTiming({ reviewMs: 0 });
    expect((await fcbStatus({ applicationId: app.applicationId })).status).toBe('rejected');
  });
});

describe('time', () => {
  it('a borrower who comes back late finds the story as it happened: due date from the payout, not from the visit', async () => {
    let now = Date.parse('2025-03-01T06:00:00Z');
    const timed = createDb({ persist: false, now: () => now });
    server.use(...createHandlers(timed));
    client.token = seedBorrower(timed, { phone: PHONE, stage: 'with_card' }).token;
    await submitOrder({ amount: 30000, days: 7 }, key());
    now += 30 * 24 * 60 * 60 * 1000; // 30 days later: paid out 9 s after submitting, due 7 days after that
    const order = (await lastOrder({ page: 1 })).order!;
    expect(order).toMatchObject({ status: 'overdue', dueDate: '2025-03-08', overdueDays: 23, penalty: 30000 * 0.005 * 23 });
  });
});
