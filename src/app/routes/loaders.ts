/**
 * The code of every route, by module name (src/app/routes/table.ts names them). A chunk of its own,
 * fetched as the app starts but not part of the first screen's JavaScript: the entry carries one dynamic
 * import for all routes, so a new route adds its code here and nothing to the first paint
 * (scripts/size-check.mjs checks it).
 */
import type { ComponentType } from 'react';

type Module = { default: ComponentType };

// Some modules serve several routes (webview, photoGuide, readyLoan, repayment, repaymentResult).
export const MODULES = {
  'account/MeTab': () => import('@/features/account/screens/MeTab'),
  'content/IntegralPage': () => import('@/features/content/screens/IntegralPage'),
  'landing/LandingPage': () => import('@/features/landing/screens/LandingPage'),
  'auth/LoginPage': () => import('@/features/auth/screens/LoginPage'),
  'account/MaterialPage': () => import('@/features/account/screens/MaterialPage'),
  'account/InstallPage': () => import('@/features/account/screens/InstallPage'),
  'repayment/MyLoansPage': () => import('@/features/repayment/screens/MyLoansPage'),
  'messages/MessagesPage': () => import('@/features/messages/screens/MessagesPage'),
  'account/AboutPage': () => import('@/features/account/screens/AboutPage'),
  'content/FeedbackPage': () => import('@/features/content/screens/FeedbackPage'),
  'content/InstructionsPage': () => import('@/features/content/screens/InstructionsPage'),
  'account/LicensePage': () => import('@/features/account/screens/LicensePage'),
  'coupons/CouponsPage': () => import('@/features/coupons/screens/CouponsPage'),
  'onboarding/InfoPage': () => import('@/features/onboarding/screens/InfoPage'),
  'onboarding/PhotoCardPage': () => import('@/features/onboarding/screens/PhotoCardPage'),
  'onboarding/PhotoSelfiePage': () => import('@/features/onboarding/screens/PhotoSelfiePage'),
  'bank-card/BankSelectPage': () => import('@/features/bank-card/screens/BankSelectPage'),
  'bank-card/BankInfoPage': () => import('@/features/bank-card/screens/BankInfoPage'),
  'loan-application/FinishDialog': () => import('@/features/loan-application/screens/FinishDialog'),
  'account/QuitDialog': () => import('@/features/account/screens/QuitDialog'),
  'content/ShareDialog': () => import('@/features/content/screens/ShareDialog'),
  'account/VerDialog': () => import('@/features/account/screens/VerDialog'),
  'account/DeleteDialog': () => import('@/features/account/screens/DeleteDialog'),
  'photoGuide': () => import('@/features/onboarding/screens/PhotoGuideDialog'),
  'onboarding/PhotoFinishDialog': () => import('@/features/onboarding/screens/PhotoFinishDialog'),
  'bank-card/BankListDialog': () => import('@/features/bank-card/screens/BankListDialog'),
  'bank-card/BankConfirmDialog': () => import('@/features/bank-card/screens/BankConfirmDialog'),
  'bank-card/BankQuitDialog': () => import('@/features/bank-card/screens/BankQuitDialog'),
  'bank-card/BankConfDialog': () => import('@/features/bank-card/screens/BankConfDialog'),
  'bank-card/BankTimeDialog': () => import('@/features/bank-card/screens/BankTimeDialog'),
  'loan-application/LoanSuccDialog': () => import('@/features/loan-application/screens/LoanSuccDialog'),
  'repayment/RepaymentCopyDialog': () => import('@/features/repayment/screens/RepaymentCopyDialog'),
  'repayment/RepaymentCertificateDialog': () => import('@/features/repayment/screens/RepaymentCertificateDialog'),
  'repayment/RepaymentConfirmDialog': () => import('@/features/repayment/screens/RepaymentConfirmDialog'),
  'repaymentResult': () => import('@/features/repayment/screens/RepaymentResultDialog'),
  'readyLoan': () => import('@/features/loan-application/screens/ReadyLoanDialog'),
  'onboarding/WorkPopDialog': () => import('@/features/onboarding/screens/WorkPopDialog'),
  'webview': () => import('./WebviewPage'),
  'repayment': () => import('@/features/repayment/screens/RepaymentPage'),
  'repayment/TerminalPage': () => import('@/features/repayment/screens/TerminalPage'),
  'landing/LandAboutPage': () => import('@/features/landing/screens/LandAboutPage'),
  'landing/LandFailPage': () => import('@/features/landing/screens/LandFailPage'),
  'landing/LandListPage': () => import('@/features/landing/screens/LandListPage'),
  'landing/LandUsePage': () => import('@/features/landing/screens/LandUsePage'),
  'extension/ExtensionPage': () => import('@/features/extension/screens/ExtensionPage'),
  'extension/PayFailPage': () => import('@/features/extension/screens/PayFailPage'),
  'repayment/TransferPage': () => import('@/features/repayment/screens/TransferPage'),
} satisfies Record<string, () => Promise<Module>>;

export type ModuleName = keyof typeof MODULES;
