import { describe, expect, it } from 'vitest';
import { newUser } from '../model';
import { addWorkingDays, answerThreads, borrowerOpens, skipAnswerWaits, THREAD_ANSWER_MS, unreadThreadMessages, writeToBorrower } from './threads';
import type { DomainCtx } from './context';

function ctxAt(now: number): DomainCtx {
  let seq = 0;
  return { now, nextId: (prefix, pad = 6) => `${prefix}${String(++seq).padStart(pad, '0')}` };
}

describe('threads (sandbox domain)', () => {
  it('counts working days past weekends and public holidays', () => {
    // Thursday 26 November 2026: the fifteenth working day skips four weekends' days and 16 December.
    expect(addWorkingDays('2026-11-26', 15)).toBe('2026-12-18');
    // A Friday: the next working day is Monday.
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30');
    // Over the new year: 1, 2 and 7 January are holidays.
    expect(addWorkingDays('2026-12-31', 3)).toBe('2027-01-06');
  });

  it('answers a borrower’s message once its wait is over, dated when it was due; advance ends the wait', () => {
    const t0 = Date.parse('2026-11-26T05:00:00Z');
    const user = newUser('U1', '77011234567', t0);
    const thread = borrowerOpens(user, ctxAt(t0), 'complaint', 'Грубый звонок');
    expect(thread).toMatchObject({ status: 'open', answerDue: '2026-12-18' });
    answerThreads(user, ctxAt(t0 + THREAD_ANSWER_MS - 1));
    expect(thread.messages).toHaveLength(1);
    answerThreads(user, ctxAt(t0 + THREAD_ANSWER_MS + 60_000));
    expect(thread.messages.map((m) => m.from)).toEqual(['borrower', 'company']);
    expect(thread.messages[1]!.at).toBe(t0 + THREAD_ANSWER_MS);
    expect(thread).toMatchObject({ status: 'answered', answerDue: null, answerAt: null });
    expect(unreadThreadMessages(user)).toBe(1);

    const second = borrowerOpens(user, ctxAt(t0), 'payment', 'Платёж');
    expect(skipAnswerWaits(user, t0 + 1000)).toBe(true);
    answerThreads(user, ctxAt(t0 + 1000));
    expect(second.status).toBe('answered');
    expect(skipAnswerWaits(user, t0 + 2000)).toBe(false);
  });

  it('writeToBorrower opens a thread with its own number and due date, or adds to an existing one', () => {
    const now = Date.parse('2026-11-26T05:00:00Z');
    const user = newUser('U1', '77011234567', now);
    const opened = writeToBorrower(user, ctxAt(now), { topic: 'hardship', subject: { ru: 'Не могу платить', kz: 'Төлей алмаймын' }, ticketNo: 'H-1', answerDue: '2026-12-11' }, { ru: 'Заявление зарегистрировано', kz: 'Өтініш тіркелді' });
    expect(opened).toMatchObject({ ticketNo: 'H-1', status: 'open', answerDue: '2026-12-11', topic: 'hardship' });
    writeToBorrower(user, ctxAt(now), { threadId: opened!.id, status: 'closed' }, { ru: 'Решение принято', kz: 'Шешім қабылданды' });
    expect(opened).toMatchObject({ status: 'closed', answerDue: null });
    expect(unreadThreadMessages(user)).toBe(2);
    expect(writeToBorrower(user, ctxAt(now), { threadId: 'none' }, { ru: '', kz: '' })).toBeNull();
  });
});
