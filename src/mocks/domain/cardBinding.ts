/**
 * Card binding on the payment provider's page (docs/api.md, "Card binding on the provider's page"; our
 * assumption): the server opens a session, the provider's page takes the card and reports to the server, and
 * the app asks the server what became of the session. The sandbox never sees a full number: the fake provider
 * page reports the masked card only (first 6 / last 4), as a provider's callback would.
 */
import { cardBrand } from '@/utils/card';
import { BANKS, type Lang } from '../data';
import type { CardBindingRecord, OrderRecord, StoredCard, UserRecord } from '../model';
import type { DomainCtx } from './context';
import { fire } from './lending';

/** A session the provider has not reported within this time has expired (the provider's page timed out). */
export const CARD_BINDING_TTL_MS = 15 * 60 * 1000;

export type CardBindingResult = 'ok' | 'fail' | 'cancel';
export type CardBindingStatus = CardBindingRecord['status'] | 'expired';

/** What the provider reports of a bound card: never more than first 6 / last 4. */
export interface ProviderCard {
  first6: string;
  last4: string;
  /** 'MM/YY' */
  expiry: string;
  holder: string;
}

/** The server's words for a session that bound no card, in the borrower's language. */
export const CARD_BINDING_TEXT = {
  declined: {
    ru: 'Банк отклонил карту. Попробуйте ещё раз или добавьте другую карту.',
    kz: 'Банк картаны қабылдамады. Қайталап көріңіз немесе басқа карта қосыңыз.',
  },
  unknownBank: {
    ru: 'Карты этого банка не принимаются. Добавьте карту другого банка.',
    kz: 'Бұл банктің карталары қабылданбайды. Басқа банктің картасын қосыңыз.',
  },
  cancelled: {
    ru: 'Карта не добавлена: вы вернулись со страницы банка без карты.',
    kz: 'Карта қосылмады: банк бетінен картасыз оралдыңыз.',
  },
  expired: {
    ru: 'Время на странице банка истекло. Начните заново.',
    kz: 'Банк бетіндегі уақыт бітті. Қайта бастаңыз.',
  },
} as const;

export function isCardBindingResult(v: unknown): v is CardBindingResult {
  return v === 'ok' || v === 'fail' || v === 'cancel';
}

/** A masked card as the provider reports it: six and four digits, an expiry, a Latin name; else null. */
export function providerCard(v: unknown): ProviderCard | null {
  if (!v || typeof v !== 'object') return null;
  const c = v as Record<string, unknown>;
  const ok =
    typeof c.first6 === 'string' &&
    /^\d{6}$/.test(c.first6) &&
    typeof c.last4 === 'string' &&
    /^\d{4}$/.test(c.last4) &&
    typeof c.expiry === 'string' &&
    /^(0[1-9]|1[0-2])\/\d{2}$/.test(c.expiry) &&
    typeof c.holder === 'string' &&
    /^[A-Za-z][A-Za-z .'-]{1,60}$/.test(c.holder.trim());
  return ok ? { first6: c.first6 as string, last4: c.last4 as string, expiry: c.expiry as string, holder: (c.holder as string).trim().toUpperCase() } : null;
}

export function startCardBinding(user: UserRecord, ref: string, now: number, orderNo?: string): CardBindingRecord {
  const record: CardBindingRecord = { ref, createdAt: now, status: 'pending', ...(orderNo ? { orderNo } : {}) };
  (user.cardBindings ??= []).unshift(record);
  return record;
}

export function findCardBinding(user: UserRecord, ref: string): CardBindingRecord | undefined {
  return (user.cardBindings ?? []).find((b) => b.ref === ref);
}

/** The session's status now: a pending one past CARD_BINDING_TTL_MS has expired. */
export function cardBindingStatus(b: CardBindingRecord, now: number): CardBindingStatus {
  return b.status === 'pending' && now - b.createdAt >= CARD_BINDING_TTL_MS ? 'expired' : b.status;
}

/** The server's message for a session that bound no card (null for a bound or pending one). */
export function cardBindingMessage(b: CardBindingRecord, now: number, lang: Lang): string | null {
  const status = cardBindingStatus(b, now);
  if (status === 'declined') return CARD_BINDING_TEXT[b.unknownBank ? 'unknownBank' : 'declined'][lang];
  if (status === 'cancelled' || status === 'expired') return CARD_BINDING_TEXT[status][lang];
  return null;
}

/**
 * The provider's report of a session. Only a pending, unexpired session takes one, so a session binds at most
 * one card, once (a second report, a double tap on the provider's page, changes nothing). Returns whether it
 * was taken. A bound card replaces the payout card; a failed payout is retried to it, as with setBankInfo.
 */
export function reportCardBinding(user: UserRecord, b: CardBindingRecord, result: CardBindingResult, card: ProviderCard | null, ctx: DomainCtx): boolean {
  if (cardBindingStatus(b, ctx.now) !== 'pending') return false;
  if (result === 'cancel') {
    b.status = 'cancelled';
    return true;
  }
  const brand = card ? cardBrand(card.first6) : null;
  const bank = card ? BANKS.find((k) => (k.bins as readonly string[]).includes(card.first6)) : undefined;
  if (result === 'fail' || !card || !brand || !bank) {
    b.status = 'declined';
    if (result === 'ok' && card && brand && !bank) b.unknownBank = true;
    return true;
  }
  const stored: StoredCard = { bankCode: bank.code, bankName: bank.name, first6: card.first6, last4: card.last4, brand, holder: card.holder, expiry: card.expiry };
  b.status = 'bound';
  b.card = stored;
  user.card = { ...stored };
  const failed = user.orders.find((o: OrderRecord) => o.phase === 'payout_failed' && (!b.orderNo || o.orderNo === b.orderNo));
  if (failed) fire(user, failed, 'card_replaced', ctx, ctx.now, { card: { bankName: stored.bankName, last4: stored.last4 } });
  return true;
}
