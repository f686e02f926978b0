import type { HttpHandler } from 'msw';
import { type ConfigResponse, type DeleteLoginResponse, type LoanInfoResponse, type UserInfoResponse } from '@/features/account/api';
import type { StepInfo } from '@/shared/api/stepInfo';
import { GetStepInfoRequest } from '@/shared/api/stepInfoApi';
import { CLIENT_CONFIG } from '../data';
import type { SandboxDb } from '../db';
import { stepInfoOf } from '../domain/borrower';
import type { StepInfoWithFlags } from '@/features/onboarding/api';
import { route } from '../route';
import { loanInfoView, userInfoView } from '../views';

export function accountHandlers(db: SandboxDb): HttpHandler[] {
  return [
    route<unknown, UserInfoResponse>(db, '/api/user/info', { auth: 'required' }, ({ user, now }) => userInfoView(user, now)),

    route<GetStepInfoRequest, StepInfo | StepInfoWithFlags>(
      db,
      '/api/user/getStepInfo',
      { auth: 'required', schema: GetStepInfoRequest },
      ({ user }, req) =>
        req.withFlags ? { ...stepInfoOf(user), flags: { identityLocked: user.identityLocked, identity: user.identity } } : stepInfoOf(user),
    ),

    route<unknown, DeleteLoginResponse>(db, '/api/index/deleteLogin', { auth: 'required' }, ({ user }) => {
      db.deleteUser(user.phone);
      return {};
    }),

    // /api/user/uploadDeviceInfo: routes/analytics.ts

    route<unknown, LoanInfoResponse>(db, '/api/user/loaninfo', { auth: 'required' }, ({ user, now }) => loanInfoView(user, now)),

    // cardBinding (our assumption): the spec's card form unless the scenario `card_hosted` asks for the provider's page.
    route<unknown, ConfigResponse>(db, '/api/index/getConfigForFront', { auth: 'optional' }, ({ scenario }) => ({
      ...CLIENT_CONFIG,
      cardBinding: scenario === 'card_hosted' ? 'hosted' : 'form',
    })),
  ];
}
