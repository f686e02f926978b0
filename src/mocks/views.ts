/**
 * Records shaped into the API's answers (the types of src/features/*\/api.ts). Views only read: every
 * number they show comes from the domain's rules, so two endpoints never disagree about an order.
 */
import type { LoanInfoResponse, UserInfoResponse } from '@/features/account/api';
import type { Coupon, CouponDotResponse } from '@/features/coupons/api';
import type { CostResponse, LoanDue, LoanUserInfoResponse, ProductInfoResponse } from '@/features/loan-application/api';
import type { FcbApplication } from '@/features/loan-application/api';
import type { RepayInfoResponse, Voucher } from '@/features/repayment/api';
import type { ExtensionInfoResponse, ExtensionInfoV2Response } from '@/features/extension/api';
import type { Order, Payment } from '@/shared/api/order';
import type { Pop } from '@/shared/api/pops';
import type { ProductExample, ProductLoyalty } from '@/shared/api/product';
import { CONTENT_FACTS, PRODUCT, TEXT, type Lang } from './data';
import { blockReason, quotaOf, reapplyAt, repaidCount, stepOf } from './domain/borrower';
import { couponStatus } from './domain/coupons';
import { refusalOf } from './domain/refusal';
import { applyBy, cannotApply, latestApplication } from './domain/hardship';
import { unreadMessages } from './domain/messages';
import {
  EXTENSION_DAYS,
  PHASE_INFO,
  coolingOver,
  extensionOffers,
  extensionWindow,
  isLent,
  isOwing,
  latestVoucher,
  orderOverdueDays,
  orderOverpaymentCap,
  orderOverpaymentUsed,
  orderOwed,
  orderDue,
  orderOwedOnDueDate,
} from './domain/lending';
import { SERVICE_FEE, annualRatePercent, dailyRateFor, loanState, minPayment, percentOf, quote, quotaFor, rewardFor, type Cost, type Loan, type Quote } from './domain/money';
import type { CouponRecord, FcbRecord, MessageRecord, OrderRecord, PaymentRecord, UserRecord, VoucherRecord } from './model';
import { hash, isoDateTime } from './util';
import { addDaysIso, kzDay } from '@/utils/kzDate';

export function orderView(order: OrderRecord, now: number): Order {
  const money = orderOwed(order, now);
  return {
    orderNo: order.orderNo,
    status: PHASE_INFO[order.phase].status,
    amount: order.amount,
    days: order.days,
    // The reward accrued since the last extension (the whole term's before payout, as of the repayment
    // once repaid): with the penalty, discount and what was paid, the items of repayAmount (lending.ts Owed).
    interest: money.reward,
    serviceFee: SERVICE_FEE,
    penalty: money.overdueCharge,
    discount: money.discount,
    repayAmount: money.total,
    receiveAmount: order.amount,
    createdAt: isoDateTime(order.createdAt),
    dueDate: order.dueDate,
    overdueDays: orderOverdueDays(order, now),
    reapplyAt: order.reapplyAt === null ? null : isoDateTime(order.reapplyAt),
    refusal: refusalOf(order),
    supplement: order.phase === 'supplement_required' ? order.supplement : null,
    card: order.card,
    failReason: order.phase === 'payout_failed' ? order.failReason : null,
    repaidAt: order.phase === 'repaid' && order.repaidAt !== null ? isoDateTime(order.repaidAt) : null,
    cooling: coolingView(order, now),
    report: order.report ? { ticketNo: order.report.ticketNo, reportedAt: isoDateTime(order.report.at), payoutHeld: order.report.payoutHeld } : null,
  };
}

/** The order's cooling period as the API shows it (issue 26); null when the rule did not apply or it ended unanswered by review. */
export function coolingView(order: OrderRecord, now: number): Order['cooling'] {
  if (order.coolingUntil == null) return null;
  const until = isoDateTime(order.coolingUntil);
  if (order.phase === 'cooling') return { state: 'waiting', until, confirmable: coolingOver(order, now) };
  if (order.annulledAt != null) return { state: 'refused', until, confirmable: false };
  if (order.confirmedAt != null) return { state: 'confirmed', until, confirmable: false };
  return null;
}

/** The account's current loan: the newest order once the company decided to lend, else null. */
export function currentLoanView(user: UserRecord, now: number): UserInfoResponse['currentLoan'] {
  const order = user.orders[0];
  if (!order || !isLent(order.phase)) return null;
  const status = PHASE_INFO[order.phase].status;
  if (status === 'under_review' || status === 'rejected' || status === 'supplement' || status === 'annulled') return null;
  return {
    orderNo: order.orderNo,
    status,
    amount: order.amount,
    // "X by the due date": what the due date asks if nothing is paid before (what is owed now once late).
    repayAmount: orderOwedOnDueDate(order, now),
    // Before payout the due date is the projected one.
    dueDate: order.dueDate ?? addDaysIso(kzDay(now), order.days),
  };
}

export function paymentView(p: PaymentRecord): Payment {
  return { ref: p.ref, kind: p.kind, amount: p.amount, status: p.status, createdAt: isoDateTime(p.createdAt) };
}

export function voucherView(v: VoucherRecord): Voucher {
  return { voucherId: v.id, status: v.status, amount: v.amount, createdAt: isoDateTime(v.createdAt) };
}

export function repayInfoView(user: UserRecord, order: OrderRecord, now: number): RepayInfoResponse {
  const money = orderOwed(order, now);
  const last = user.payments.find((p) => p.orderNo === order.orderNo) ?? null;
  const voucher = latestVoucher(user, order.orderNo);
  return {
    orderNo: order.orderNo,
    status: PHASE_INFO[order.phase].status,
    principal: money.principal,
    interest: money.reward,
    serviceFee: SERVICE_FEE,
    penalty: money.overdueCharge,
    discount: money.discount,
    paid: money.paid,
    repayAmount: money.total,
    dueDateAmount: orderOwedOnDueDate(order, now),
    dueDate: order.dueDate,
    overdueDays: orderOverdueDays(order, now),
    partialAllowed: isOwing(order.phase) && money.total > 0,
    minPayment: minPayment(money.total),
    lastPayment: last ? paymentView(last) : null,
    voucher: voucher ? voucherView(voucher) : null,
  };
}

/**
 * Extend or repay (extensionInfoV2): the terms on offer, the window, what repaying in full costs today (the
 * same figure as repayInfo's repayAmount) and how much of the overpayment cap the loan has used, all from one
 * replay of the order, so the two choices are compared at the same moment.
 */
export function extensionInfoView(order: OrderRecord, now: number): ExtensionInfoV2Response {
  const options = extensionOffers(order, now);
  return {
    available: options.length > 0,
    options,
    ...extensionWindow(order, now),
    repayAmount: orderOwed(order, now).total,
    overpaymentCap: orderOverpaymentCap(order),
    overpaymentUsed: orderOverpaymentUsed(order, now),
  };
}

/** The same, with the one offer extensionInfo (v1) names: 14 days, else the first on offer. */
export function extensionInfoV1View(order: OrderRecord, now: number): ExtensionInfoResponse {
  const { options, ...rest } = extensionInfoView(order, now);
  const option = options.find((o) => o.days === 14) ?? options[0] ?? null;
  return { ...rest, available: option !== null, option };
}

export function couponView(c: CouponRecord, now: number): Coupon {
  return {
    id: c.id,
    title: c.title,
    titleKz: c.titleKz,
    amount: c.amount,
    scope: c.scope,
    minAmount: c.minAmount,
    validUntil: c.validUntil,
    status: couponStatus(c, now),
  };
}

/** A message in the borrower's language, as it stands before this answer delivers it (`read` false the first time). */
export function messageView(m: MessageRecord, lang: Lang): Pop {
  return { id: m.id, title: m.title[lang], text: m.text[lang], createdAt: isoDateTime(m.createdAt), link: m.link, read: m.read };
}

/** The red dots (requestDc): new coupons, and messages not yet delivered to the messages page. Reads only. */
export function dotsView(user: UserRecord): Required<CouponDotResponse> {
  return { couponDotSta: user.couponDot ? 1 : 0, unreadMessages: unreadMessages(user) };
}

export function userInfoView(user: UserRecord, now: number): UserInfoResponse {
  const card = user.card;
  return {
    phone: user.phone,
    surname: user.identity?.surname ?? null,
    name: user.identity?.name ?? null,
    patronymic: user.identity?.patronymic ?? null,
    iin: user.identity?.iin ?? null,
    birthDate: user.identity?.birthDate ?? null,
    identityLocked: user.identityLocked,
    monthIncome: user.work?.monthIncome ?? null,
    education: user.work?.education ?? null,
    employment: user.work?.employment ?? null,
    loanPurpose: user.work?.loanPurpose ?? null,
    email: user.work?.email ?? null,
    address: user.work?.address ? { ...user.work.address } : null,
    contacts: user.contacts.map((c) => ({ ...c })),
    card: card ? { bankName: card.bankName, first6: card.first6, last4: card.last4, brand: card.brand, holder: card.holder } : null,
    currentLoan: currentLoanView(user, now),
  };
}

export function loanInfoView(user: UserRecord, now: number): LoanInfoResponse {
  const reason = blockReason(user, now);
  const until = reapplyAt(user, now);
  return {
    quota: quotaOf(user),
    minAmount: PRODUCT.minAmount,
    maxAmount: quotaOf(user),
    amountStep: PRODUCT.amountStep,
    terms: [...PRODUCT.terms],
    canApply: reason === null,
    blockReason: reason,
    reapplyAt: until === null ? null : isoDateTime(until),
    repaidCount: repaidCount(user),
  };
}

/** What the Loans tab shows: the stage follows the newest order, then what blocks a new application. */
export function loanHomeView(user: UserRecord, now: number): LoanUserInfoResponse {
  const reason = blockReason(user, now);
  const last = user.orders[0] ?? null;
  let stage: LoanUserInfoResponse['stage'];
  if (reason === 'onboarding') stage = 'onboarding';
  else if (last?.phase === 'in_review') stage = 'in_review';
  else if (last?.phase === 'supplement_required') stage = 'supplement';
  else if (reason === 'rejected') stage = 'rejected';
  else if (reason === 'active_loan') stage = 'has_loan';
  else if (reason === 'no_card') stage = 'no_card';
  else stage = 'can_apply';
  const until = reapplyAt(user, now);
  return {
    stage,
    step: stepOf(user),
    quota: quotaOf(user),
    order: last ? orderView(last, now) : null,
    reapplyAt: until === null ? null : isoDateTime(until),
    due: last ? dueWithHardship(user, last, now) : null,
  };
}

/**
 * The offer's starting point: a returning borrower starts from their last repaid loan's amount and term
 * (within today's limit and terms: issue 25, "fields already known from the previous loan"); anyone else from
 * the product's default. The server's choice: the app shows whatever it sends.
 */
function offerDefaults(user: UserRecord | null): { defaultAmount: number; defaultDays: number } {
  const last = user?.orders.find((o) => o.phase === 'repaid');
  if (!user || !last) return { defaultAmount: PRODUCT.defaultAmount, defaultDays: PRODUCT.defaultDays };
  const terms: readonly number[] = PRODUCT.terms;
  return {
    defaultAmount: Math.max(PRODUCT.minAmount, Math.min(last.amount, quotaOf(user))),
    defaultDays: terms.includes(last.days) ? last.days : PRODUCT.defaultDays,
  };
}

/** The tab's headline figures with the «Не могу платить» line's state, so the card needs no second read. */
function dueWithHardship(user: UserRecord, order: OrderRecord, now: number): LoanDue | null {
  const due = orderDue(order, now);
  if (!due) return null;
  const app = latestApplication(user, order.orderNo);
  return {
    ...due,
    hardship: {
      canApply: cannotApply(user, order, now) === null,
      applyBy: applyBy(order),
      application: app && { status: app.status, answerBy: app.answerBy },
    },
  };
}

export function productInfoView(user: UserRecord | null, now: number): ProductInfoResponse {
  // ГЭСВ of the default offer: what the landing page advertises.
  const offer = quote(PRODUCT.defaultAmount, PRODUCT.defaultDays, 0, kzDay(now));
  return {
    minAmount: PRODUCT.minAmount,
    maxAmount: user ? quotaOf(user) : PRODUCT.maxAmount,
    amountStep: PRODUCT.amountStep,
    ...offerDefaults(user),
    terms: [...PRODUCT.terms],
    dailyRatePercent: percentOf(dailyRateFor(PRODUCT.defaultAmount)),
    rates: [
      { upToAmount: PRODUCT.lowCostCeiling, dailyRatePercent: percentOf(dailyRateFor(PRODUCT.lowCostCeiling)), annualRatePercent: annualRatePercent(PRODUCT.lowCostCeiling) },
      { upToAmount: null, dailyRatePercent: percentOf(dailyRateFor(PRODUCT.lowCostCeiling + 1)), annualRatePercent: annualRatePercent(PRODUCT.lowCostCeiling + 1) },
    ],
    aprPercent: offer.aprPercent,
    annualRatePercent: offer.annualRatePercent,
    penaltyRatePercent: PRODUCT.penaltyRate * 100,
    firstQuota: PRODUCT.firstQuota,
    quotaStep: PRODUCT.quotaStep,
    maxQuota: PRODUCT.maxAmount,
    minPartPayment: PRODUCT.minPartPayment,
    penaltyMaxDays: PRODUCT.penaltyMaxDays,
    overpaymentCapPercent: PRODUCT.overpaymentCap * 100,
    extension: {
      opensDaysBefore: PRODUCT.extensionOpensDaysBefore,
      closesDaysAfter: PRODUCT.extensionClosesDaysAfter,
      maxExtensions: PRODUCT.maxExtensions,
      terms: [...EXTENSION_DAYS],
    },
    defaultOffer: productExampleView(offer),
    loyalty: user ? loyaltyView(user, now) : null,
  };
}

/**
 * The default offer worked through with the sandbox's own money rules (the instructions' example): the
 * figures a loan of this amount really has, replayed by domain/money.ts, so the app never computes money
 * to explain it.
 */
export function productExampleView(offer: Quote): ProductExample {
  const loan: Loan = { principal: offer.amount, payoutDay: addDaysIso(offer.dueDate, -offer.days), dueDate: offer.dueDate, discount: 0, events: [] };
  const at = (days: number) => loanState(loan, addDaysIso(offer.dueDate, days));
  const earlyDays = Math.min(CONTENT_FACTS.earlyRepaymentDays, offer.days);
  const early = loanState(loan, addDaysIso(loan.payoutDay, earlyDays)).owed;
  return {
    amount: offer.amount,
    days: offer.days,
    interest: offer.interest,
    serviceFee: offer.serviceFee,
    receiveAmount: offer.receiveAmount,
    repayAmount: offer.repayAmount,
    aprPercent: offer.aprPercent,
    interestPerDay: rewardFor(offer.amount, 1),
    early: { days: earlyDays, interest: early.reward, repayAmount: early.total },
    // Extended on the due date: the reward accrued by then is what the extension costs.
    extensionFee: at(0).owed.reward,
    // Nothing paid: the first overdue day's penalty, and all it comes to once it stops.
    penaltyPerDay: at(1).owed.penalty,
    penaltyMax: at(PRODUCT.penaltyMaxDays + 1).owed.penalty,
  };
}

/** The cost card's answer (`/api/prod/cost`): the domain's cost of the loan, as the API shapes it. */
export function costView(cost: Cost): CostResponse {
  return { ...cost, penalty: { ...cost.penalty }, early: { ...cost.early }, cap: { ...cost.cap }, schedule: cost.schedule.map((r) => ({ ...r })), paymentOrder: [...cost.paymentOrder] };
}

/** An opaque, stable code for the borrower's shared links: made from the record id, never from the phone or IIN. */
export function referralChannel(user: UserRecord): string {
  return CONTENT_FACTS.referralPrefix + hash(`referral:${user.id}`).toString(36);
}

/** The loyalty page (integral): the limit and how it grows, repaid loans, coupons, the referral channel. */
export function loyaltyView(user: UserRecord, now: number): ProductLoyalty {
  const repaid = repaidCount(user);
  const quota = quotaOf(user);
  return {
    quota,
    repaidCount: repaid,
    nextQuota: quota < PRODUCT.maxAmount ? quotaFor(repaid + 1) : null,
    couponsEarned: user.coupons.length,
    couponsAvailable: user.coupons.filter((c) => couponStatus(c, now) === 'available').length,
    referralChannel: referralChannel(user),
  };
}

export function fcbView(id: string, app: FcbRecord): FcbApplication {
  return { applicationId: id, status: app.status, score: app.score };
}

/**
 * How many of each thing the borrower's creates made (sandbox control `count`): what a test of double taps
 * and replays asserts on, through what the server holds rather than what the screen says.
 */
export interface RecordCounts {
  orders: number;
  /** Card payments started (getRepaymentLink). */
  repayLinks: number;
  /** Extension fee payments started (getLoanPayLink). */
  extensionLinks: number;
  /** The payout card on file (0 or 1: setBankInfo replaces it) and the payout retries it triggered. */
  cards: number;
  payoutRetries: number;
  vouchers: number;
  /** Files the server holds for the borrower (uploads, the vendor's liveness selfie, a seed's photos), by type. */
  files: number;
  filesByType: Record<string, number>;
  feedback: number;
  coupons: number;
  newcomerCoupons: number;
  fcbApplications: number;
  /** Conversations and the borrower's messages in them (issue 26). */
  /** Card binding sessions started on the provider's page, and those that bound a card (once each). */
  cardBindings: number;
  cardsBound: number;
  threads: number;
  threadMessages: number;
}

export function recordCounts(user: UserRecord): RecordCounts {
  const uploads = Object.values(user.files);
  const filesByType: Record<string, number> = {};
  for (const f of uploads) filesByType[f.type] = (filesByType[f.type] ?? 0) + 1;
  return {
    orders: user.orders.length,
    repayLinks: user.payments.filter((p) => p.kind === 'repay').length,
    extensionLinks: user.payments.filter((p) => p.kind === 'extension').length,
    cards: user.card ? 1 : 0,
    payoutRetries: user.orders.filter((o) => o.payoutRetried).length,
    vouchers: user.vouchers.length,
    files: uploads.length,
    filesByType,
    feedback: user.feedback.length,
    coupons: user.coupons.length,
    newcomerCoupons: user.coupons.filter((c) => c.title === TEXT.newcomerTitle.ru).length,
    fcbApplications: Object.keys(user.fcb).length,
    cardBindings: (user.cardBindings ?? []).length,
    cardsBound: (user.cardBindings ?? []).filter((b) => b.status === 'bound').length,
    threads: (user.threads ?? []).length,
    threadMessages: (user.threads ?? []).reduce((n, t) => n + t.messages.filter((m) => m.from === 'borrower').length, 0),
  };
}
