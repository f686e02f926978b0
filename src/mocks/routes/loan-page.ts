/**
 * The loan's own page (declared in src/features/repayment/api.ts; our assumption, docs/api.md "The loan's own
 * page"): the order with its timeline, what is owed by part, the payments and what each covered, the
 * documents; what a chosen day will owe; the debt certificate; the company's details.
 */
import type { HttpHandler } from 'msw';
import {
  DebtCertificateRequest,
  LOAN_PAGE_ERROR,
  OrderDetailRequest,
  RepayQuoteRequest,
  type CompanyInfo,
  type DebtCertificateResponse,
  type LoanDocument,
  type OrderDetailResponse,
  type RepayQuoteResponse,
} from '@/features/repayment/api';
import { LOAN_ERROR } from '@/shared/api/order';
import { COMPANY, TEXT, type Lang } from '../data';
import type { SandboxDb } from '../db';
import { isOwing, requireOwing } from '../domain/lending';
import { coveredPayments, orderTimeline, owedOn, owedSplit, paidSplit, penaltyOutlook, quoteRange } from '../domain/loanHistory';
import { debtCertificate, receiptUrl, supplements } from '../documents';
import { ApiFail } from '../errors';
import type { OrderRecord } from '../model';
import { route, type AuthedCtx } from '../route';
import { orderView } from '../views';
import { contractPageUrl, findOrder } from './loan-application';
import { kzDay } from '@/utils/kzDate';

export function companyInfoView(lang: Lang): CompanyInfo {
  return {
    name: COMPANY.name[lang],
    bin: COMPANY.bin,
    address: COMPANY.address[lang],
    phone: COMPANY.phone,
    email: COMPANY.email,
    licence: { number: COMPANY.licence.number, issuedOn: COMPANY.licence.issuedOn, issuer: COMPANY.licence.issuer[lang] },
  };
}

/** A debt certificate exists for a loan that was paid out: running (any state) or repaid. */
const hasCertificate = (order: OrderRecord): boolean => order.payoutDay !== null && (isOwing(order.phase) || order.phase === 'repaid');

function orderDetailView(ctx: AuthedCtx, order: OrderRecord): OrderDetailResponse {
  const { user, now, lang } = ctx;
  const overdue = penaltyOutlook(order, now);
  const payments = coveredPayments(order)
    .map((p) => ({
      ref: p.entry.ref,
      day: p.entry.day,
      amount: p.entry.amount,
      kind: p.entry.kind === 'extension' ? ('extension' as const) : ('repayment' as const),
      channel: p.entry.channel,
      covered: p.covered,
      receiptUrl: receiptUrl(ctx, user, order, p, lang),
    }))
    .reverse();
  // The contract exists once the borrower signed it by submitting; a refused application has none.
  const documents: LoanDocument[] =
    order.phase === 'rejected'
      ? []
      : [
          {
            kind: 'contract',
            title: TEXT.contractTitle[lang],
            number: order.contractNo,
            signedOn: kzDay(order.createdAt),
            url: contractPageUrl(ctx, order.contractNo, order.amount, order.days),
          },
          ...supplements(ctx, user, order, lang).map((s) => ({
            kind: 'supplement' as const,
            title: s.title,
            number: `${order.contractNo}-${s.number}`,
            signedOn: s.day,
            url: s.url,
          })),
        ];
  return {
    order: orderView(order, now),
    contractNo: order.contractNo,
    today: owedSplit(order, now),
    paid: paidSplit(order, now),
    overdue: overdue && { days: overdue.days, penaltySoFar: overdue.soFar, penaltyPerDay: overdue.perDay, penaltyStopsOn: overdue.stopsOn },
    quoteRange: quoteRange(order, now),
    timeline: orderTimeline(order, now),
    payments,
    documents,
    certificate: hasCertificate(order),
  };
}

export function loanPageHandlers(db: SandboxDb): HttpHandler[] {
  return [
    route<unknown, CompanyInfo>(db, '/api/prod/companyInfo', { auth: 'none' }, ({ lang }) => companyInfoView(lang)),

    route<OrderDetailRequest, OrderDetailResponse>(db, '/api/loan/orderDetail', { auth: 'required', schema: OrderDetailRequest }, (ctx, req) =>
      orderDetailView(ctx, findOrder(ctx.user, req.orderNo)),
    ),

    route<RepayQuoteRequest, RepayQuoteResponse>(db, '/api/prod/repayQuote', { auth: 'required', schema: RepayQuoteRequest }, ({ user, now }, req) => {
      const order = findOrder(user, req.orderNo);
      requireOwing(order, 'quote a repayment');
      const owed = owedOn(order, req.date, now);
      if (!owed) throw new ApiFail(LOAN_PAGE_ERROR.quoteDateOutOfRange, 'the date must be from today to the due date');
      return { date: req.date, ...owed };
    }),

    route<DebtCertificateRequest, DebtCertificateResponse>(
      db,
      '/api/loan/debtCertificate',
      { auth: 'required', schema: DebtCertificateRequest },
      ({ user, now, lang }, req) => {
        const order = findOrder(user, req.orderNo);
        if (!hasCertificate(order)) throw new ApiFail(LOAN_ERROR.wrongOrderState, 'no loan was paid out on this order');
        return debtCertificate(user, order, { owed: owedSplit(order, now), overdue: penaltyOutlook(order, now) }, lang, now);
      },
    ),
  ];
}
