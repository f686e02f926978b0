import type { HttpHandler } from 'msw';
import { CARD_ERROR, SetBankInfoRequest, type BankInfoResponse, type BankListResponse, type SetBankInfoResponse } from '@/features/bank-card/api';
import {
  CardBindingResultRequest,
  StartCardBindingRequest,
  type CardBindingResultResponse,
  type StartCardBindingResponse,
} from '@/features/bank-card/bindingApi';
import { RepayBankCardRequest, type RepayBankCardResponse } from '@/features/repayment/api';
import { cardBrand, luhnValid } from '@/utils/card';
import { BANKS, COMPANY_ACCOUNTS, TEST_CARDS, TEXT } from '../data';
import type { SandboxDb } from '../db';
import { fire } from '../domain/lending';
import { ApiFail } from '../errors';
import type { StoredCard } from '../model';
import { route, vendorUrl } from '../route';
import { kzDay } from '@/utils/kzDate';
import {
  cardBindingMessage,
  cardBindingStatus,
  findCardBinding,
  reportCardBinding,
  startCardBinding,
  type CardBindingResult,
  type ProviderCard,
} from '../domain/cardBinding';
import { randomHex } from '../util';

/**
 * The provider's report of a card binding session (the fake card page's control call, or its message to the
 * browser sandbox): applied to the borrower whose session it is, once. False when no session has that ref.
 */
export function reportCardBindingToDb(db: SandboxDb, ref: string, result: CardBindingResult, card: ProviderCard | null): boolean {
  db.sync();
  for (const user of Object.values(db.state.users)) {
    const binding = findCardBinding(user, ref);
    if (!binding) continue;
    reportCardBinding(user, binding, result, card, db.ctx());
    db.commit();
    return true;
  }
  return false;
}

/**
 * Checks a card the way an acquirer's tokeniser would, and returns only what may be kept.
 * The full number and the CVC go out of scope when this returns.
 */
function tokenise(req: SetBankInfoRequest, now: number): StoredCard {
  const bank = BANKS.find((b) => b.code === req.bankCode);
  if (!bank) throw new ApiFail(CARD_ERROR.unknownBank, 'unknown bank');
  const digits = req.cardNumber.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !luhnValid(digits)) throw new ApiFail(CARD_ERROR.invalidNumber, 'invalid card number');
  const brand = cardBrand(digits);
  if (!brand) throw new ApiFail(CARD_ERROR.unsupportedBrand, 'only Visa and Mastercard are accepted');
  const exp = /^(\d{2})\/(\d{2})$/.exec(req.expiry.trim());
  const month = Number(exp?.[1]);
  if (!exp || month < 1 || month > 12) throw new ApiFail(CARD_ERROR.expired, 'invalid expiry');
  const [y, m] = kzDay(now).split('-').map(Number);
  const year = 2000 + Number(exp[2]);
  if (year < (y ?? 0) || (year === y && month < (m ?? 0))) throw new ApiFail(CARD_ERROR.expired, 'card expired');
  if (!/^\d{3}$/.test(req.cvc)) throw new ApiFail(CARD_ERROR.invalidCvc, 'invalid CVC');
  const holder = req.holder.trim().toUpperCase();
  if (!/^[A-Z][A-Z .'-]{1,60}$/.test(holder)) throw new ApiFail(CARD_ERROR.notOwner, 'holder name must be in Latin letters');
  if (digits === TEST_CARDS.notOwner) throw new ApiFail(CARD_ERROR.notOwner, 'The card must belong to the user');
  return {
    bankCode: bank.code,
    bankName: bank.name,
    first6: digits.slice(0, 6),
    last4: digits.slice(-4),
    brand,
    holder,
    expiry: req.expiry.trim(),
  };
}

export function bankCardHandlers(db: SandboxDb): HttpHandler[] {
  return [
    route<unknown, BankListResponse>(db, '/api/loan/getBankList', { auth: 'optional' }, () => ({
      banks: BANKS.map((b) => ({ code: b.code, name: b.name, bins: [...b.bins] })),
    })),

    route<unknown, BankInfoResponse>(db, '/api/loan/getBankInfo', { auth: 'required' }, ({ user }) => ({
      card: user.card ? { ...user.card } : null,
    })),

    route<SetBankInfoRequest, SetBankInfoResponse>(
      db,
      '/api/loan/setBankInfo',
      { auth: 'required', schema: SetBankInfoRequest },
      ({ user, now, scenario }, req) => {
        // The provider's page is the only way in (config cardBinding: 'hosted'): no card number or CVC through this API.
        if (scenario === 'card_hosted') throw new ApiFail(CARD_ERROR.providerPageOnly, 'cards are added on the payment provider’s page');
        const card = tokenise(req, now);
        user.card = card;
        // "Change payment method": a failed payout is retried to the new card.
        const failed = user.orders.find((o) => o.phase === 'payout_failed' && (!req.orderNo || o.orderNo === req.orderNo));
        if (failed) fire(user, failed, 'card_replaced', db.ctx(), now, { card: { bankName: card.bankName, last4: card.last4 } });
        return { card: { ...card } };
      },
    ),

    // Card binding on the provider's page (docs/api.md, "Card binding on the provider's page").
    route<StartCardBindingRequest, StartCardBindingResponse>(
      db,
      '/api/loan/startCardBinding',
      { auth: 'required', schema: StartCardBindingRequest, creates: true },
      (ctx, req) => {
        const ref = `BND${randomHex(6).toUpperCase()}`;
        startCardBinding(ctx.user, ref, ctx.now, req.orderNo);
        return { ref, url: vendorUrl(ctx, 'card', { ref }, req.returnUrl) };
      },
    ),

    route<CardBindingResultRequest, CardBindingResultResponse>(
      db,
      '/api/loan/cardBindingResult',
      { auth: 'required', schema: CardBindingResultRequest },
      ({ user, now, lang }, req) => {
        const binding = findCardBinding(user, req.ref);
        if (!binding) throw new ApiFail(CARD_ERROR.unknownBinding, 'no card binding with this ref');
        const status = cardBindingStatus(binding, now);
        return { status, card: status === 'bound' && binding.card ? { ...binding.card } : null, message: cardBindingMessage(binding, now, lang) };
      },
    ),

    route<RepayBankCardRequest, RepayBankCardResponse>(
      db,
      '/api/loan/getRepayBankCard',
      { auth: 'required', schema: RepayBankCardRequest },
      ({ user, lang }, req) => {
        const orderNo = req.orderNo ?? user.orders[0]?.orderNo ?? '';
        const who = user.identity ? `${user.identity.surname} ${user.identity.name}` : user.phone;
        return {
          // The saved card, masked: bank and last 4 only (the full number was never kept).
          card: user.card ? { bankName: user.card.bankName, last4: user.card.last4 } : null,
          accounts: COMPANY_ACCOUNTS.map((a) => ({ ...a, purpose: TEXT.transferPurpose[lang](orderNo, who) })),
        };
      },
    ),
  ];
}
