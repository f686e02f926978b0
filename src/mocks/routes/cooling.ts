/**
 * The cooling period and «Я не оформлял этот заём» (issue 26; declared in src/shared/api/cooling.ts, our
 * assumption, docs/api.md "Cooling period and the not-mine report"). Each call answers the order as it now
 * stands; a repeat of one that already took effect answers the same, so a retry after a lost answer is safe.
 */
import type { HttpHandler } from 'msw';
import {
  COOLING_ERROR,
  ConfirmReceiptRequest,
  CoolingRequest,
  type ConfirmCodeResponse,
  type CoolingResponse,
  type NotMineResponse,
} from '@/shared/api/cooling';
import { LOAN_ERROR } from '@/shared/api/order';
import { CODE_LENGTH, RESEND_AFTER_S, type SandboxDb } from '../db';
import { coolingOver, fire, OrderStateError } from '../domain/lending';
import { addMessage, messageDate } from '../domain/messages';
import { ApiFail } from '../errors';
import { route } from '../route';
import { DAY_MS } from '../util';
import { orderView } from '../views';
import { findOrder } from './loan-application';
import { kzDay } from '@/utils/kzDate';

/** The company answers a not-mine report within this many calendar days (sandbox assumption). */
export const NOT_MINE_ANSWER_DAYS = 15;

export function coolingHandlers(db: SandboxDb): HttpHandler[] {
  return [
    // The borrower's sign-in codes and these share one store per phone (db.sendCode): a new one replaces the last.
    route<CoolingRequest, ConfirmCodeResponse>(db, '/api/loan/cooling/sendCode', { auth: 'required', schema: CoolingRequest }, ({ user, now }, req) => {
      const order = findOrder(user, req.orderNo);
      if (order.phase !== 'cooling') throw new OrderStateError(order, 'confirm receipt');
      if (!coolingOver(order, now)) throw new ApiFail(COOLING_ERROR.notOver, 'the cooling period is not over yet');
      if (!db.sendCode(user.phone).ok) throw new ApiFail(COOLING_ERROR.tooManyCodes, 'too many requests');
      return { resendAfter: RESEND_AFTER_S, codeLength: CODE_LENGTH };
    }),

    route<ConfirmReceiptRequest, CoolingResponse>(db, '/api/loan/cooling/confirm', { auth: 'required', schema: ConfirmReceiptRequest }, ({ user, now }, req) => {
      const order = findOrder(user, req.orderNo);
      if (order.confirmedAt != null) return { order: orderView(order, now) };
      if (order.phase !== 'cooling') throw new OrderStateError(order, 'confirm receipt');
      if (!coolingOver(order, now)) throw new ApiFail(COOLING_ERROR.notOver, 'the cooling period is not over yet');
      const check = db.checkCode(user.phone, req.code.trim());
      if (check === 'wrong') throw new ApiFail(COOLING_ERROR.wrongCode, 'wrong code');
      if (check === 'expired') throw new ApiFail(COOLING_ERROR.codeExpired, 'code expired');
      fire(user, order, 'receipt_confirmed', db.ctx());
      return { order: orderView(order, now) };
    }),

    route<CoolingRequest, CoolingResponse>(db, '/api/loan/cooling/refuse', { auth: 'required', schema: CoolingRequest }, ({ user, now }, req) => {
      const order = findOrder(user, req.orderNo);
      if (order.phase === 'annulled') return { order: orderView(order, now) };
      if (order.phase !== 'cooling') throw new OrderStateError(order, 'refuse the loan');
      fire(user, order, 'loan_refused', db.ctx());
      return { order: orderView(order, now) };
    }),

    route<CoolingRequest, NotMineResponse>(db, '/api/loan/reportNotMine', { auth: 'required', schema: CoolingRequest }, ({ user, now }, req) => {
      const order = findOrder(user, req.orderNo);
      const answerBy = (at: number) => kzDay(at + NOT_MINE_ANSWER_DAYS * DAY_MS);
      const answer = (report: NonNullable<typeof order.report>): NotMineResponse => ({
        order: orderView(order, now),
        ticketNo: report.ticketNo,
        payoutHeld: report.payoutHeld,
        answerBy: answerBy(report.at),
      });
      if (order.report) return answer(order.report);
      if (order.phase === 'repaid' || order.phase === 'rejected' || order.phase === 'annulled') {
        throw new ApiFail(LOAN_ERROR.wrongOrderState, 'nothing to hold: the order is closed');
      }
      const ctx = db.ctx();
      // Before the money left, the payout stops here; after, the report still opens the check.
      const payoutHeld = order.phase !== 'active' && order.phase !== 'overdue' && order.phase !== 'extended';
      if (payoutHeld) fire(user, order, 'reported_not_mine', ctx);
      const report = { ticketNo: ctx.nextId('NM', 6), at: now, payoutHeld };
      order.report = report;
      addMessage(user, payoutHeld ? 'notMineHeld' : 'notMinePaid', ctx, null, {
        ticket: report.ticketNo,
        orderNo: order.orderNo,
        date: messageDate(answerBy(now)),
      });
      return answer(report);
    }),
  ];
}
