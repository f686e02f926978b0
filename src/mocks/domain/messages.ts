/**
 * The borrower's messages page (bury3/pop/get 'messages'): what the company tells a borrower, in both
 * languages, newest first.
 *
 * Three kinds of message:
 * - a decision or a payment (lending.ts `fire`: approved, paid out, rejected, repaid…) and the welcome;
 * - a timed reminder about the due date (timeline.ts `sendReminders`, through `addReminder`): notices, not
 *   transitions, sent once each on a Kazakhstan calendar day;
 * - a coupon issued (`addCouponMessage`), once per coupon.
 *
 * Read state: a message is read once the server has delivered it to the open messages page (`deliver`);
 * reading the unread count (the dots) marks nothing.
 */
import { TEXT, type Lang } from '../data';
import type { CouponRecord, MessageRecord, OrderRecord, UserRecord } from '../model';
import type { DomainCtx } from './context';
import { unreadThreadMessages } from './threads';

export type MessageKey =
  | 'welcome'
  | 'approved'
  | 'paidOut'
  | 'rejected'
  | 'rejectedSelfBan'
  | 'rejectedDebtLoad'
  | 'rejectedOverdueElsewhere'
  | 'supplement'
  | 'payoutFailed'
  | 'repaid'
  | 'extended'
  | 'voucherRejected'
  | 'dueIn3Days'
  | 'dueToday'
  | 'overdue'
  | 'couponIssued'
  | 'hardshipFiled'
  | 'hardshipApproved'
  | 'hardshipRefused'
  | 'cooling'
  | 'annulled'
  | 'coolingOver'
  | 'notMineHeld'
  | 'notMinePaid';

const MESSAGE_TEXT: Record<MessageKey, Pick<MessageRecord, 'title' | 'text'>> = {
  welcome: { title: TEXT.welcomeTitle, text: TEXT.welcomeText },
  approved: { title: TEXT.approvedTitle, text: TEXT.approvedText },
  paidOut: { title: TEXT.paidOutTitle, text: TEXT.paidOutText },
  rejected: { title: TEXT.rejectedTitle, text: TEXT.rejectedText },
  rejectedSelfBan: { title: TEXT.rejectedTitle, text: TEXT.rejectedSelfBanText },
  rejectedDebtLoad: { title: TEXT.rejectedTitle, text: TEXT.rejectedDebtLoadText },
  rejectedOverdueElsewhere: { title: TEXT.rejectedTitle, text: TEXT.rejectedOverdueElsewhereText },
  supplement: { title: TEXT.supplementTitle, text: TEXT.supplementText },
  payoutFailed: { title: TEXT.payoutFailedTitle, text: TEXT.payoutFailedText },
  repaid: { title: TEXT.repaidTitle, text: TEXT.repaidText },
  extended: { title: TEXT.extendedTitle, text: TEXT.extendedText },
  voucherRejected: { title: TEXT.voucherRejectedTitle, text: TEXT.voucherRejectedText },
  dueIn3Days: { title: TEXT.dueIn3DaysTitle, text: TEXT.dueIn3DaysText },
  dueToday: { title: TEXT.dueTodayTitle, text: TEXT.dueTodayText },
  overdue: { title: TEXT.overdueTitle, text: TEXT.overdueText },
  couponIssued: { title: TEXT.couponIssuedTitle, text: TEXT.couponIssuedText },
  hardshipFiled: { title: TEXT.hardshipFiledTitle, text: TEXT.hardshipFiledText },
  hardshipApproved: { title: TEXT.hardshipApprovedTitle, text: TEXT.hardshipApprovedText },
  hardshipRefused: { title: TEXT.hardshipRefusedTitle, text: TEXT.hardshipRefusedText },
  cooling: { title: TEXT.coolingTitle, text: TEXT.coolingText },
  annulled: { title: TEXT.annulledTitle, text: TEXT.annulledText },
  coolingOver: { title: TEXT.coolingOverTitle, text: TEXT.coolingOverText },
  notMineHeld: { title: TEXT.notMineTitle, text: TEXT.notMineHeldText },
  notMinePaid: { title: TEXT.notMineTitle, text: TEXT.notMinePaidText },
};

/** A value put into a message's `{{name}}` placeholder: the same in both languages, or one per language. */
export type MessageParam = string | Record<Lang, string>;
export type MessageParams = Record<string, MessageParam>;

/** 'YYYY-MM-DD' -> 'DD.MM.YYYY', the way messages write dates in both languages (no case ending in Kazakh). */
export function messageDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[3]}.${m[2]}.${m[1]}` : date;
}

/** 30630 -> '30 630 ₸' (no-break spaces), the way messages write amounts in both languages. */
export function messageTenge(amount: number): string {
  return `${String(Math.round(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0₸`;
}

function fill(text: string, params: MessageParams, lang: Lang): string {
  return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const v = params[name];
    if (v === undefined) return whole;
    return typeof v === 'string' ? v : v[lang];
  });
}

/**
 * Puts a message in its place: `user.messages` is newest first, and a message may be dated in the past (a
 * reminder that became due before anyone looked), so it goes before the first one not newer than it.
 */
function insert(user: UserRecord, message: MessageRecord): void {
  const at = user.messages.findIndex((m) => m.createdAt <= message.createdAt);
  if (at === -1) user.messages.push(message);
  else user.messages.splice(at, 0, message);
}

/** A message's title and text in both languages, with its parameters filled (for a conversation's words). */
export function messageWords(key: MessageKey, params: MessageParams = {}): Pick<MessageRecord, 'title' | 'text'> {
  const { title, text } = build(key, '', 0, null, params);
  return { title, text };
}

function build(key: MessageKey, id: string, at: number, link: string | null, params: MessageParams): MessageRecord {
  const m = MESSAGE_TEXT[key];
  return {
    id,
    position: 'messages',
    title: { ru: fill(m.title.ru, params, 'ru'), kz: fill(m.title.kz, params, 'kz') },
    text: { ru: fill(m.text.ru, params, 'ru'), kz: fill(m.text.kz, params, 'kz') },
    createdAt: at,
    link,
    read: false,
  };
}

export function addMessage(user: UserRecord, key: MessageKey, ctx: DomainCtx, link: string | null = null, params: MessageParams = {}): void {
  insert(user, build(key, ctx.nextId('M'), ctx.now, link, params));
}

/** Adds a message under a fixed id unless one with that id exists: what must be said once. */
function addOnce(user: UserRecord, id: string, key: MessageKey, at: number, link: string | null, params: MessageParams): boolean {
  if (user.messages.some((m) => m.id === id)) return false;
  insert(user, build(key, id, at, link, params));
  return true;
}

/** Where a reminder takes the borrower: what is owed and the ways to pay (the repayment page). */
export const repaymentLink = (orderNo: string): string => `/pages/webview/loanRepayment?orderNo=${encodeURIComponent(orderNo)}`;

/** The timed reminders of a due date. */
export type ReminderKind = 'dueIn3Days' | 'dueToday' | 'overdue';

/** What a reminder says: the figures the order has at the moment it is sent (never computed by the app). */
export interface ReminderFigures {
  /** What the due date asks (dueIn3Days, dueToday) or what is owed once late (overdue). */
  amount: number;
  /** The overdue charge included in `amount` (overdue only). */
  overdueCharge: number;
}

/**
 * A due-date reminder, once per order, due date and kind: its id is made of the three, so ticking again
 * (or an extension keeping the due date) never repeats it, and a new due date gets reminders of its own.
 */
export function addReminder(user: UserRecord, order: OrderRecord, kind: ReminderKind, at: number, figures: ReminderFigures): boolean {
  const dueDate = order.dueDate;
  if (!dueDate) return false;
  const params: MessageParams = {
    date: messageDate(dueDate),
    amount: messageTenge(figures.amount),
    charge: messageTenge(figures.overdueCharge),
  };
  return addOnce(user, reminderId(order.orderNo, dueDate, kind), kind, at, repaymentLink(order.orderNo), params);
}

export const reminderId = (orderNo: string, dueDate: string, kind: ReminderKind): string => `R-${orderNo}-${dueDate}-${kind}`;

/**
 * The cooling period is over (law.md section 5 feature 5: a reminder at T+24 h): once per order, dated the moment it
 * ended, leading to the loan's page where the borrower confirms or refuses.
 */
export function addCoolingOver(user: UserRecord, order: OrderRecord, at: number, link: string): boolean {
  return addOnce(user, `K-${order.orderNo}`, 'coolingOver', at, link, {});
}

/** A coupon the borrower received: what it gives and until when (once per coupon), with the way to the coupons. */
export function addCouponMessage(user: UserRecord, coupon: CouponRecord, ctx: DomainCtx): boolean {
  const params: MessageParams = {
    title: { ru: coupon.title, kz: coupon.titleKz },
    amount: messageTenge(coupon.amount),
    date: messageDate(coupon.validUntil),
  };
  return addOnce(user, `C-${coupon.id}`, 'couponIssued', ctx.now, '/pages/personal/coupon', params);
}

/**
 * Unread messages of the messages page, notices and the company's answers in conversations: what the dots
 * count (reading it marks nothing).
 */
export function unreadMessages(user: UserRecord): number {
  return user.messages.filter((m) => m.position === 'messages' && !m.read).length + unreadThreadMessages(user);
}

/** Page size of the messages page when the request names a page without a size; the most one page may hold. */
export const MESSAGE_PAGE = { defaultSize: 20, maxSize: 50 } as const;

export interface MessagePage {
  messages: MessageRecord[];
  total: number;
  page: number;
  pageSize: number;
}

/**
 * One page of a position's messages, newest first. Without `page` the whole list (the contract before
 * paging). The messages of the page are **delivered**: they are read from now on, and the answer built
 * before (`view`) still says which were new.
 */
export function pageOf(user: UserRecord, position: MessageRecord['position'], page?: number, pageSize?: number): MessagePage {
  const all = user.messages.filter((m) => m.position === position).sort((a, b) => b.createdAt - a.createdAt);
  if (page === undefined) return { messages: all, total: all.length, page: 1, pageSize: all.length };
  const size = Math.min(Math.max(1, pageSize ?? MESSAGE_PAGE.defaultSize), MESSAGE_PAGE.maxSize);
  const from = (page - 1) * size;
  return { messages: all.slice(from, from + size), total: all.length, page, pageSize: size };
}

/** The messages of an answer reached the borrower's screen: they are read. */
export function deliver(messages: readonly MessageRecord[]): void {
  for (const m of messages) m.read = true;
}
