import { describe, expect, it } from 'vitest';
import type { LoanUserInfoResponse } from '@/features/loan-application/api';
import { needsDecidedCard } from './decidedStage';

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
