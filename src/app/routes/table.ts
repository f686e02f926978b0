import type { ComponentType } from 'react';
import { paths, type AppPath } from '@/config/paths';
import { loadAllNamespaces } from '@/lib/i18n';

export type RouteKind = 'tab' | 'page' | 'dialog' | 'webview';
type Module = { default: ComponentType };

export interface RouteDef {
  path: AppPath;
  kind: RouteKind;
  /** Needs a session; a signed-out borrower is sent to login and brought back. */
  auth: boolean;
  /** i18n key of the title in the 'pages' namespace. */
  title: string;
  load: () => Promise<Module>;
}

// Shared lazy modules: one chunk each, loaded only when such a route opens.
const webview = () => import('./WebviewPage');
const photoGuide = () => import('@/features/onboarding/screens/PhotoGuideDialog');
const readyLoan = () => import('@/features/loan-application/screens/ReadyLoanDialog');
const repayment = () => import('@/features/repayment/screens/RepaymentPage');
const repaymentResult = () => import('@/features/repayment/screens/RepaymentResultDialog');

const titleOf = (path: string) => 'title.' + path.replace(/^\/pages\//, '').replace(/\//g, '.');

/**
 * Every route but the launch one (the Loans tab, first screen) waits for the rest of the language's
 * texts with its code, so no page renders a raw key; a route's code is cached by the module system,
 * and the texts are loaded once.
 */
const withTexts =
  (load: () => Promise<Module>) =>
  (): Promise<Module> =>
    Promise.all([load(), loadAllNamespaces()]).then(([m]) => m);

function r(path: AppPath, kind: RouteKind, auth: boolean, load: () => Promise<Module>): RouteDef {
  return { path, kind, auth, title: titleOf(path), load: path === paths.home.index ? load : withTexts(load) };
}

const p = paths;

/** The one route table (spec section 2). The first entry is the launch route. */
export const ROUTES: readonly RouteDef[] = [
  r(p.home.index, 'tab', false, () => import('@/features/loan-application/screens/LoansTab')),
  r(p.home.my, 'tab', false, () => import('@/features/account/screens/MeTab')),
  r(p.home.integral, 'page', true, () => import('@/features/content/screens/IntegralPage')),
  r(p.home.landingpage, 'page', false, () => import('@/features/landing/screens/LandingPage')),
  r(p.login, 'page', false, () => import('@/features/auth/screens/LoginPage')),

  r(p.personal.material, 'page', true, () => import('@/features/account/screens/MaterialPage')),
  r(p.personal.install, 'page', true, () => import('@/features/account/screens/InstallPage')),
  r(p.personal.loan_order, 'page', true, () => import('@/features/repayment/screens/MyLoansPage')),
  r(p.personal.information, 'page', true, () => import('@/features/messages/screens/MessagesPage')),
  r(p.personal.about_us, 'page', false, () => import('@/features/account/screens/AboutPage')),
  r(p.personal.feedback, 'page', true, () => import('@/features/content/screens/FeedbackPage')),
  r(p.personal.Instructions, 'page', false, () => import('@/features/content/screens/InstructionsPage')),
  r(p.personal.license, 'page', false, () => import('@/features/account/screens/LicensePage')),
  r(p.personal.coupon, 'page', true, () => import('@/features/coupons/screens/CouponsPage')),

  r(p.info.info, 'page', true, () => import('@/features/onboarding/screens/InfoPage')),
  r(p.info.state, 'page', true, () => import('@/features/onboarding/screens/InfoPage')),
  r(p.info.address, 'page', true, () => import('@/features/onboarding/screens/InfoPage')),
  r(p.info.photoCard, 'page', true, () => import('@/features/onboarding/screens/PhotoCardPage')),
  r(p.info.photoSelfie, 'page', true, () => import('@/features/onboarding/screens/PhotoSelfiePage')),

  r(p.bankInfo.bankSelect, 'page', true, () => import('@/features/bank-card/screens/BankSelectPage')),
  r(p.bankInfo.bankInfo, 'page', true, () => import('@/features/bank-card/screens/BankInfoPage')),

  r(p.dialogs.finish, 'dialog', true, () => import('@/features/loan-application/screens/FinishDialog')),
  r(p.dialogs.quit, 'dialog', true, () => import('@/features/account/screens/QuitDialog')),
  r(p.dialogs.share, 'dialog', false, () => import('@/features/content/screens/ShareDialog')),
  r(p.dialogs.ver, 'dialog', false, () => import('@/features/account/screens/VerDialog')),
  r(p.dialogs.delete, 'dialog', true, () => import('@/features/account/screens/DeleteDialog')),
  r(p.dialogs.photo_zm, 'dialog', true, photoGuide),
  r(p.dialogs.photo_Z_finish, 'dialog', true, () => import('@/features/onboarding/screens/PhotoFinishDialog')),
  r(p.dialogs.photo_fm, 'dialog', true, photoGuide),
  r(p.dialogs.photo_zp, 'dialog', true, photoGuide),
  r(p.dialogs.bankList, 'dialog', true, () => import('@/features/bank-card/screens/BankListDialog')),
  r(p.dialogs.bankConfirm, 'dialog', true, () => import('@/features/bank-card/screens/BankConfirmDialog')),
  r(p.dialogs.bankQuit, 'dialog', true, () => import('@/features/bank-card/screens/BankQuitDialog')),
  r(p.dialogs.bankConf, 'dialog', true, () => import('@/features/bank-card/screens/BankConfDialog')),
  r(p.dialogs.bankTime, 'dialog', true, () => import('@/features/bank-card/screens/BankTimeDialog')),
  r(p.dialogs.loanSucc, 'dialog', true, () => import('@/features/loan-application/screens/LoanSuccDialog')),
  r(p.dialogs.repaymentCopy, 'dialog', true, () => import('@/features/repayment/screens/RepaymentCopyDialog')),
  r(p.dialogs.repaymentCertificate, 'dialog', true, () => import('@/features/repayment/screens/RepaymentCertificateDialog')),
  r(p.dialogs.repaymentConfirm, 'dialog', true, () => import('@/features/repayment/screens/RepaymentConfirmDialog')),
  r(p.dialogs.repaymentSucc, 'dialog', true, repaymentResult),
  r(p.dialogs.repaymentFail, 'dialog', true, repaymentResult),
  r(p.dialogs.readyLoanDetail, 'dialog', true, readyLoan),
  r(p.dialogs.readyLoanDetailWithdrawal, 'dialog', true, readyLoan),
  r(p.dialogs.workPop, 'dialog', true, () => import('@/features/onboarding/screens/WorkPopDialog')),

  r(p.webview.webview, 'webview', false, webview),
  r(p.webview.loanContract, 'webview', true, webview),
  // Our own page (the native app's H5 page): what is owed and the ways to pay (docs/decisions.md).
  r(p.webview.loanRepayment, 'page', true, repayment),
  r(p.webview.Insurance, 'webview', true, webview),
  r(p.webview.land, 'webview', false, webview),
  r(p.webview.tarlanPay, 'webview', true, webview),
  // Our own page titled with the operator's name (it draws its own bar): how to pay at that terminal.
  r(p.webview.terminal, 'webview', true, () => import('@/features/repayment/screens/TerminalPage')),
  r(p.webview.face, 'webview', true, webview),
  r(p.webview.webviewtest, 'webview', false, webview),
  r(p.webview.loanContracttest, 'webview', true, webview),
  r(p.webview.Insurancetest, 'webview', true, webview),
  r(p.webview.loanRepaymenttest, 'page', true, repayment),
  r(p.webview.loanContractTwO, 'webview', true, webview),

  r(p.landweb.landAbout, 'page', false, () => import('@/features/landing/screens/LandAboutPage')),
  r(p.landweb.landFail, 'page', false, () => import('@/features/landing/screens/LandFailPage')),
  r(p.landweb.landList, 'page', false, () => import('@/features/landing/screens/LandListPage')),
  r(p.landweb.landUse, 'page', false, () => import('@/features/landing/screens/LandUsePage')),

  r(p.extension, 'page', true, () => import('@/features/extension/screens/ExtensionPage')),
  r(p.payfail, 'page', true, () => import('@/features/extension/screens/PayFailPage')),
  r(p.transfer, 'page', true, () => import('@/features/repayment/screens/TransferPage')),
];

const byPath = new Map<string, RouteDef>(ROUTES.map((d) => [d.path, d]));
byPath.set(paths.root, byPath.get(paths.home.index)!);

/** '/' and '/pages/home/index' are the same Loans tab. */
export function findRoute(pathname: string): RouteDef | undefined {
  return byPath.get(pathname === '' ? '/' : pathname);
}

export const LAUNCH_ROUTE = ROUTES[0]!.path;
