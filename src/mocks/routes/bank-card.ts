import type { HttpHandler } from 'msw';
import { CARD_ERROR, SetBankInfoRequest, type BankInfoResponse, type BankListResponse, type SetBankInfoResponse } from '@/features/bank-card/api';
import { RepayBankCardRequest, type RepayBankCardResponse } from '@/features/repayment/api';
import { cardBrand, luhnValid } from '@/utils/card';
import { BANKS, COMPANY_ACCOUNTS, TEST_CARDS, TEXT } from '../data';
import type { SandboxDb } from '../db';
import { fire } from '../domain/lending';
import { ApiFail } from '../errors';
import type { StoredCard } from '../model';
import { route } from '../route';
import { kzDay } from '@/utils/kzDate';

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
      ({ user, now }, req) => {
        const card = tokenise(req, now);
        user.card = card;
        // "Change payment method": a failed payout is retried to the new card.
        const failed = user.orders.find((o) => o.phase === 'payout_failed' && (!req.orderNo || o.orderNo === req.orderNo));
        if (failed) fire(user, failed, 'card_replaced', db.ctx(), now, { card: { bankName: card.bankName, last4: card.last4 } });
        return { card: { ...card } };
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
