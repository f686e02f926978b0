import { describe, expect, it } from 'vitest';
import { newUser, type OrderRecord } from '../model';
import { kzInstant } from '@/utils/kzDate';
import type { DomainCtx } from './context';
import { applyBy, cannotApply, fileApplication, reviewApplications } from './hardship';

const ctxAt = (now: number): DomainCtx => {
  let seq = 0;
  return { now, nextId: (prefix, pad = 6) => `${prefix}${String(++seq).padStart(pad, '0')}` };
};
/** Noon, Kazakhstan time, of a calendar day. */
const noon = (day: string) => kzInstant(day, 12);
const loan = (phase: OrderRecord['phase'], dueDate: string) => ({ orderNo: 'BZ1', phase, dueDate }) as OrderRecord;
const WAIT = 120_000;

describe('«Не могу платить»: who may apply and until when (sandbox rules)', () => {
  it('an overdue loan may apply through the 30th calendar day counting the first day late, not after', () => {
    const user = newUser('U1', '77010000000', 0);
    const order = loan('overdue', '2026-03-01');
    expect(applyBy(order)).toBe('2026-03-31');
    expect(cannotApply(user, order, noon('2026-03-02'))).toBeNull();
    expect(cannotApply(user, order, noon('2026-03-31'))).toBeNull();
    expect(cannotApply(user, order, noon('2026-04-01'))).toBe('window_closed');
  });

  it('a running loan may apply from 3 days before its due date; a repaid one never; one application waits at a time', () => {
    const user = newUser('U1', '77010000000', 0);
    const running = loan('active', '2026-03-10');
    user.orders.push(running);
    expect(applyBy(running)).toBeNull();
    expect(cannotApply(user, running, noon('2026-03-06'))).toBe('not_due_soon');
    expect(cannotApply(user, running, noon('2026-03-07'))).toBeNull();
    expect(cannotApply(user, loan('repaid', '2026-03-10'), noon('2026-03-08'))).toBe('not_owing');

    const at = noon('2026-03-08');
    const app = fileApplication(user, running, { reason: 'illness', reasonText: '', income: 0, proposal: 'smaller', fileId: null }, ctxAt(at), WAIT);
    expect(app).toMatchObject({ status: 'submitted', answerBy: '2026-03-23' });
    expect(cannotApply(user, running, at)).toBe('pending');
    reviewApplications(user, ctxAt(at + WAIT / 2), WAIT);
    expect(app.status).toBe('under_review');
    reviewApplications(user, ctxAt(at + WAIT - 1), WAIT);
    expect(app.status).toBe('under_review');
    reviewApplications(user, ctxAt(at + WAIT + 60_000), WAIT);
    // Answered when it became due, not when someone looked; smaller payments start 30 days after the due date.
    expect(app).toMatchObject({ status: 'approved', decidedAt: at + WAIT, newDueDate: '2026-04-09' });
    expect(cannotApply(user, running, at + WAIT)).toBeNull();
  });
});
