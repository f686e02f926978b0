import type { HttpHandler } from 'msw';
import type { SandboxDb } from './db';
import { accountHandlers } from './routes/account';
import { analyticsHandlers } from './routes/analytics';
import { monitoringHandlers } from './routes/monitoring';
import { authHandlers } from './routes/auth';
import { bankCardHandlers } from './routes/bank-card';
import { consentHandlers } from './routes/consents';
import { contentHandlers } from './routes/content';
import { hardshipHandlers } from './routes/hardship';
import { coolingHandlers } from './routes/cooling';
import { couponHandlers } from './routes/coupons';
import { identityHandlers } from './routes/identity';
import { loanApplicationHandlers } from './routes/loan-application';
import { loanPageHandlers } from './routes/loan-page';
import { onboardingHandlers } from './routes/onboarding';
import { repaymentHandlers } from './routes/repayment';
import { sandboxHandlers } from './routes/sandbox';
import { threadHandlers } from './routes/threads';

/** Every endpoint of the company API (spec section 7) plus the sandbox-only control and file endpoints. */
export function createHandlers(db: SandboxDb): HttpHandler[] {
  return [
    ...authHandlers(db),
    ...accountHandlers(db),
    ...onboardingHandlers(db),
    ...identityHandlers(db),
    ...bankCardHandlers(db),
    ...loanApplicationHandlers(db),
    ...repaymentHandlers(db),
    ...loanPageHandlers(db),
    ...couponHandlers(db),
    ...contentHandlers(db),
    ...analyticsHandlers(db),
    ...monitoringHandlers(db),
    ...hardshipHandlers(db),
    ...threadHandlers(db),
    ...coolingHandlers(db),
    ...consentHandlers(db),
    ...sandboxHandlers(db),
  ];
}
