import { describe, expect, it } from 'vitest';
import type { LoanUserInfoResponse } from '@/features/loan-application/api';
import { homeCardOf, needsDecidedCard } from './decidedStage';

type Answer = Pick<LoanUserInfoResponse, 'stage' | 'order'>;
const order = (o: Record<string, unknown>) => ({ status: 'active', ...o }) as unknown as NonNullable<LoanUserInfoResponse['order']>;
const answer = (stage: string, o: Record<string, unknown> | null): Answer => ({ stage, order: o && order(o) }) as Answer;

describe('which Loans tab answers need the decided cards’ chunk', () => {
  it('a refusal, the cooling period, a held payout and a loan to repay do; the review, new photos and a payout do not', () => {
    expect(needsDecidedCard(answer('rejected', { status: 'rejected' }))).toBe(true);
    expect(needsDecidedCard(answer('rejected', null))).toBe(true);
    expect(needsDecidedCard(answer('has_loan', { status: 'awaiting_payout', cooling: { state: 'waiting' } }))).toBe(true);
    expect(needsDecidedCard(answer('has_loan', { status: 'awaiting_payout', report: { payoutHeld: true } }))).toBe(true);
    expect(needsDecidedCard(answer('has_loan', { status: 'active' }))).toBe(true);
    expect(needsDecidedCard(answer('has_loan', { status: 'overdue' }))).toBe(true);

    expect(needsDecidedCard(answer('in_review', { status: 'in_review' }))).toBe(false);
    expect(needsDecidedCard(answer('supplement', { status: 'supplement' }))).toBe(false);
    expect(needsDecidedCard(answer('has_loan', { status: 'awaiting_payout' }))).toBe(false);
    expect(needsDecidedCard(answer('has_loan', { status: 'payout_in_progress', cooling: { state: 'confirmed' } }))).toBe(false);
    expect(needsDecidedCard(answer('has_loan', { status: 'failed' }))).toBe(false);
    expect(needsDecidedCard(answer('has_loan', null))).toBe(false);
  });

  it('above the offer: only the last refusal the law decided or the last loan refused in its cooling period', () => {
    for (const stage of ['can_apply', 'no_card']) {
      expect(needsDecidedCard(answer(stage, null))).toBe(false);
      expect(needsDecidedCard(answer(stage, { status: 'repaid' }))).toBe(false);
      expect(needsDecidedCard(answer(stage, { status: 'rejected', refusal: { reason: 'other' } }))).toBe(false);
      expect(needsDecidedCard(answer(stage, { status: 'rejected', refusal: null }))).toBe(false);
      expect(needsDecidedCard(answer(stage, { status: 'rejected', refusal: { reason: 'self_ban' } }))).toBe(true);
      expect(needsDecidedCard(answer(stage, { status: 'annulled' }))).toBe(true);
    }
  });
});

describe('the Loans tab’s one card per answer', () => {
  it('names the card for each state, the decided ones exactly those of the decided chunk', () => {
    const cases: [Answer, ReturnType<typeof homeCardOf>][] = [
      [answer('in_review', { status: 'in_review' }), 'review'],
      [answer('supplement', { status: 'supplement' }), 'supplement'],
      [answer('has_loan', { status: 'awaiting_payout' }), 'payout'],
      [answer('has_loan', { status: 'payout_in_progress' }), 'payout'],
      [answer('has_loan', { status: 'failed' }), 'payoutFailed'],
      [answer('rejected', null), 'refused'],
      [answer('has_loan', { status: 'awaiting_payout', cooling: { state: 'waiting' } }), 'cooling'],
      [answer('has_loan', { status: 'awaiting_payout', report: { payoutHeld: true } }), 'notMineHeld'],
      [answer('has_loan', { status: 'overdue' }), 'loan'],
      [answer('can_apply', { status: 'rejected', refusal: { reason: 'debt_load' } }), 'lastRefusal'],
      [answer('no_card', { status: 'annulled' }), 'lastAnnulled'],
      [answer('can_apply', { status: 'repaid' }), null],
      [answer('has_loan', null), null],
    ];
    for (const [a, card] of cases) {
      expect(homeCardOf(a), JSON.stringify(a)).toBe(card);
      expect(needsDecidedCard(a), JSON.stringify(a)).toBe(['refused', 'cooling', 'notMineHeld', 'loan', 'lastRefusal', 'lastAnnulled'].includes(card ?? ''));
    }
  });
});
