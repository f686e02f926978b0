/**
 * «Не могу платить» (declared in src/shared/api/hardship.ts and src/features/hardship/api.ts; our assumption,
 * docs/api.md "Changing the terms: «Не могу платить»"): a loan's application to change its terms and its answer.
 */
import type { HttpHandler } from 'msw';
import { HardshipApplyRequest, type HardshipApplyResponse } from '@/features/hardship/api';
import { HARDSHIP_ERROR, HardshipStatusRequest, type HardshipApplication, type HardshipStatusResponse } from '@/shared/api/hardship';
import { kzDay } from '@/utils/kzDate';
import { OMBUDSMAN, type Lang } from '../data';
import type { SandboxDb } from '../db';
import { answerText, applyBy, cannotApply, fileApplication, latestApplication, type HardshipRecord } from '../domain/hardship';
import { ApiFail } from '../errors';
import { route } from '../route';
import { findOrder } from './loan-application';

const REASON_TEXT_MAX = 1000;

function applicationView(app: HardshipRecord, lang: Lang): HardshipApplication {
  return {
    regNo: app.regNo,
    filedOn: kzDay(app.filedAt),
    answerBy: app.answerBy,
    status: app.status,
    reason: app.reason,
    proposal: app.proposal,
    answeredOn: app.decidedAt === null ? null : kzDay(app.decidedAt),
    answer: answerText(app, lang),
    newDueDate: app.newDueDate,
    ombudsman:
      app.status === 'refused'
        ? { name: OMBUDSMAN.name[lang], phone: OMBUDSMAN.phone, email: OMBUDSMAN.email, site: OMBUDSMAN.site, address: OMBUDSMAN.address[lang] }
        : null,
  };
}

export function hardshipHandlers(db: SandboxDb): HttpHandler[] {
  return [
    route<HardshipStatusRequest, HardshipStatusResponse>(
      db,
      '/api/loan/hardship/status',
      { auth: 'required', schema: HardshipStatusRequest },
      ({ user, now, lang }, req) => {
        const order = findOrder(user, req.orderNo);
        const app = latestApplication(user, order.orderNo);
        return { canApply: cannotApply(user, order, now) === null, applyBy: applyBy(order), application: app && applicationView(app, lang) };
      },
    ),

    route<HardshipApplyRequest, HardshipApplyResponse>(
      db,
      '/api/loan/hardship/apply',
      { auth: 'required', schema: HardshipApplyRequest, creates: true },
      (ctx, req) => {
        const { user, now, lang } = ctx;
        const order = findOrder(user, req.orderNo);
        const why = cannotApply(user, order, now);
        if (why) throw new ApiFail(HARDSHIP_ERROR.cannotApply, `no application can be made on this loan now: ${why}`);
        const reasonText = req.reasonText.trim();
        if (reasonText.length > REASON_TEXT_MAX) throw new ApiFail(400, `reasonText: at most ${REASON_TEXT_MAX} characters`);
        if (req.reason === 'other' && !reasonText) throw new ApiFail(400, "reasonText: required for reason 'other'");
        if (!Number.isInteger(req.income) || req.income < 0) throw new ApiFail(400, 'income: whole tenge, 0 or more');
        if (req.fileId !== null && !user.files[req.fileId]) throw new ApiFail(HARDSHIP_ERROR.unknownFile, 'fileId: not an uploaded file of this borrower');
        const app = fileApplication(user, order, { ...req, reasonText, fileId: req.fileId }, db.ctx(), db.timing().hardshipMs);
        return applicationView(app, lang);
      },
    ),
  ];
}
