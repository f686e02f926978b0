import type { HttpHandler } from 'msw';
import { UploadDeviceInfoRequest, type ConfigResponse, type DeleteLoginResponse, type LoanInfoResponse, type UploadDeviceInfoResponse, type UserInfoResponse } from '@/features/account/api';
import type { StepInfo } from '@/shared/api/stepInfo';
import { GetStepInfoRequest } from '@/shared/api/stepInfoApi';
import { INCOME_OPTIONS } from '@/features/onboarding/api';
import { CLIENT_CONFIG, PRODUCT } from '../data';
import { orderStatus, owedOf, quotaOf, stepOf, type OrderRecord, type UserRecord } from '../db';
import type { SandboxDb } from '../db';
import { route } from '../route';
import { addDays, isoDateTime, kzDate } from '../util';

export function stepInfo(user: UserRecord): StepInfo {
  const income = INCOME_OPTIONS.find((o) => o.id === user.work?.monthIncome);
  return {
    month_income: income ? income.min : null,
    relatives_2_name: user.contacts[1]?.name ?? null,
    relatives_2_phone: user.contacts[1]?.phone ?? null,
    idphoto_1: user.photos.idphoto_1,
    idphoto_2: user.photos.idphoto_2,
    headphoto: user.photos.headphoto,
  };
}

const LENT: readonly OrderRecord['phase'][] = ['awaiting_payout', 'payout_in_progress', 'failed', 'disbursed', 'repaid'];

export function currentLoan(user: UserRecord, now: number): UserInfoResponse['currentLoan'] {
  const order = user.orders[0];
  if (!order || !LENT.includes(order.phase)) return null;
  const status = orderStatus(order, now);
  if (status === 'under_review' || status === 'rejected' || status === 'supplement') return null;
  return {
    orderNo: order.orderNo,
    status,
    amount: order.amount,
    repayAmount: order.phase === 'repaid' ? 0 : owedOf(order, now),
    dueDate: order.dueDate ?? addDays(kzDate(now), order.days),
  };
}

/** Why this borrower cannot apply now, or null. */
export function blockReason(user: UserRecord, now: number): LoanInfoResponse['blockReason'] {
  if (stepOf(user) !== 100) return 'onboarding';
  const last = user.orders[0];
  if (last) {
    if (last.phase === 'review' || last.phase === 'supplement') return 'in_review';
    if (['awaiting_payout', 'payout_in_progress', 'failed', 'disbursed'].includes(last.phase)) return 'active_loan';
    if (last.phase === 'rejected' && last.reapplyAt !== null && now < last.reapplyAt) return 'rejected';
  }
  if (!user.card) return 'no_card';
  return null;
}

export function reapplyAt(user: UserRecord, now: number): string | null {
  const last = user.orders[0];
  return last?.phase === 'rejected' && last.reapplyAt !== null && now < last.reapplyAt ? isoDateTime(last.reapplyAt) : null;
}

export function accountHandlers(db: SandboxDb): HttpHandler[] {
  return [
    route<unknown, UserInfoResponse>(db, '/api/user/info', { auth: 'required' }, ({ user, now }) => ({
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
      address: user.work ? { ...user.work.address } : null,
      contacts: user.contacts.map((c) => ({ ...c })),
      card: user.card
        ? {
            bankName: user.card.bankName,
            first6: user.card.first6,
            last4: user.card.last4,
            brand: user.card.brand,
            holder: user.card.holder,
          }
        : null,
      currentLoan: currentLoan(user, now),
    })),

    route<GetStepInfoRequest, StepInfo>(
      db,
      '/api/user/getStepInfo',
      { auth: 'required', schema: GetStepInfoRequest },
      ({ user }) => stepInfo(user),
    ),

    route<unknown, DeleteLoginResponse>(db, '/api/index/deleteLogin', { auth: 'required' }, ({ user }) => {
      db.deleteUser(user.phone);
      return {};
    }),

    route<UploadDeviceInfoRequest, UploadDeviceInfoResponse>(
      db,
      '/api/user/uploadDeviceInfo',
      { auth: 'required', schema: UploadDeviceInfoRequest },
      ({ user }, req) => {
        user.device = { ...req };
        return {};
      },
    ),

    route<unknown, LoanInfoResponse>(db, '/api/user/loaninfo', { auth: 'required' }, ({ user, now }) => {
      const reason = blockReason(user, now);
      return {
        quota: quotaOf(user),
        minAmount: PRODUCT.minAmount,
        maxAmount: quotaOf(user),
        amountStep: PRODUCT.amountStep,
        terms: [...PRODUCT.terms],
        canApply: reason === null,
        blockReason: reason,
        reapplyAt: reapplyAt(user, now),
        repaidCount: user.orders.filter((o) => o.phase === 'repaid').length,
      };
    }),

    route<unknown, ConfigResponse>(db, '/api/index/getConfigForFront', { auth: 'optional' }, () => ({ ...CLIENT_CONFIG })),
  ];
}

