import type { ComponentType } from 'react';
import { paths, type AppPath } from '@/config/paths';
import { loadAllNamespaces, type TextKey } from '@/lib/i18n';
import { titleKeyOf, type TitledPath } from '@/shared/navigation/appLink';
import { withQueries } from '@/lib/queries';
import { FIRST_SCREEN_ROUTES } from '@/app/firstScreen';
import { nextTask } from '@/utils/nextTask';
import type { ModuleName } from './loaders';

export type RouteKind = 'tab' | 'page' | 'dialog' | 'webview';
type Module = { default: ComponentType };

export interface RouteDef {
  path: AppPath;
  kind: RouteKind;
  /** Needs a session; a signed-out borrower is sent to login and brought back. */
  auth: boolean;
  /** i18n key of the title in the 'pages' namespace. */
  title: TextKey<'pages'>;
  load: () => Promise<Module>;
}

/** The launch route's code: imported straight from the entry, so the first screen never waits for the loaders chunk. */
const loansTab = () => import('@/features/loan-application/screens/LoansTab');

/**
 * Every other route's code is in the loaders chunk (./loaders.ts), asked for in the task after this module
 * runs: the entry's evaluation is the start's longest task already, and the build preloads the chunk anyway.
 */
let loadersChunk: Promise<typeof import('./loaders')> | null = null;
function loaders(): Promise<typeof import('./loaders')> {
  loadersChunk ??= import('./loaders').catch((e: unknown) => {
    loadersChunk = null; // tried again by the next route that needs it
    throw e;
  });
  return loadersChunk;
}
if (typeof window !== 'undefined') void nextTask().then(loaders).catch(() => undefined);

/** One loader per module name, so routes sharing a module share one lazy component (lazyRoute caches by it). */
const byName = new Map<ModuleName, () => Promise<Module>>();
function fromLoaders(name: ModuleName): () => Promise<Module> {
  let load = byName.get(name);
  if (!load) {
    load = () => loaders().then((m) => m.MODULES[name]());
    byName.set(name, load);
  }
  return load;
}

/**
 * Every route but the launch one (the Loans tab, first screen) waits for the rest of the language's
 * texts with its code, so no page renders a raw key; a route's code is cached by the module system,
 * and the texts are loaded once. Every route but the drawn first screens also waits for the query
 * client, and comes with it (src/lib/queries.ts): they read and write server data from their first render.
 */
function withTexts(load: () => Promise<Module>, needsQueries: boolean): () => Promise<Module> {
  const code = needsQueries ? withQueries(load) : load;
  return () => Promise.all([code(), loadAllNamespaces()]).then(([m]) => m);
}

function r(path: TitledPath, kind: RouteKind, auth: boolean, module: ModuleName | 'launch'): RouteDef {
  if (module === 'launch') return { path, kind, auth, title: titleKeyOf(path), load: loansTab };
  return { path, kind, auth, title: titleKeyOf(path), load: withTexts(fromLoaders(module), !FIRST_SCREEN_ROUTES.includes(path)) };
}

const p = paths;

/** The one route table (spec section 2). The first entry is the launch route. */
export const ROUTES: readonly RouteDef[] = [
  r(p.home.index, 'tab', false, 'launch'),
  r(p.home.my, 'tab', false, 'account/MeTab'),
  r(p.home.integral, 'page', true, 'content/IntegralPage'),
  r(p.home.landingpage, 'page', false, 'landing/LandingPage'),
  r(p.login, 'page', false, 'auth/LoginPage'),

  r(p.personal.material, 'page', true, 'account/MaterialPage'),
  r(p.personal.install, 'page', true, 'account/InstallPage'),
  r(p.personal.loan_order, 'page', true, 'repayment/MyLoansPage'),
  r(p.personal.information, 'page', true, 'messages/MessagesPage'),
  r(p.personal.about_us, 'page', false, 'account/AboutPage'),
  r(p.personal.feedback, 'page', true, 'content/FeedbackPage'),
  r(p.personal.Instructions, 'page', false, 'content/InstructionsPage'),
  r(p.personal.license, 'page', false, 'account/LicensePage'),
  r(p.personal.coupon, 'page', true, 'coupons/CouponsPage'),

  r(p.info.info, 'page', true, 'onboarding/InfoPage'),
  r(p.info.state, 'page', true, 'onboarding/InfoPage'),
  r(p.info.address, 'page', true, 'onboarding/InfoPage'),
  r(p.info.photoCard, 'page', true, 'onboarding/PhotoCardPage'),
  r(p.info.photoSelfie, 'page', true, 'onboarding/PhotoSelfiePage'),

  r(p.bankInfo.bankSelect, 'page', true, 'bank-card/BankSelectPage'),
  r(p.bankInfo.bankInfo, 'page', true, 'bank-card/BankInfoPage'),

  r(p.dialogs.finish, 'dialog', true, 'loan-application/FinishDialog'),
  r(p.dialogs.quit, 'dialog', true, 'account/QuitDialog'),
  r(p.dialogs.share, 'dialog', false, 'content/ShareDialog'),
  r(p.dialogs.ver, 'dialog', false, 'account/VerDialog'),
  r(p.dialogs.delete, 'dialog', true, 'account/DeleteDialog'),
  r(p.dialogs.photo_zm, 'dialog', true, 'photoGuide'),
  r(p.dialogs.photo_Z_finish, 'dialog', true, 'onboarding/PhotoFinishDialog'),
  r(p.dialogs.photo_fm, 'dialog', true, 'photoGuide'),
  r(p.dialogs.photo_zp, 'dialog', true, 'photoGuide'),
  r(p.dialogs.bankList, 'dialog', true, 'bank-card/BankListDialog'),
  r(p.dialogs.bankConfirm, 'dialog', true, 'bank-card/BankConfirmDialog'),
  r(p.dialogs.bankQuit, 'dialog', true, 'bank-card/BankQuitDialog'),
  r(p.dialogs.bankConf, 'dialog', true, 'bank-card/BankConfDialog'),
  r(p.dialogs.bankTime, 'dialog', true, 'bank-card/BankTimeDialog'),
  r(p.dialogs.loanSucc, 'dialog', true, 'loan-application/LoanSuccDialog'),
  r(p.dialogs.repaymentCopy, 'dialog', true, 'repayment/RepaymentCopyDialog'),
  r(p.dialogs.repaymentCertificate, 'dialog', true, 'repayment/RepaymentCertificateDialog'),
  r(p.dialogs.repaymentConfirm, 'dialog', true, 'repayment/RepaymentConfirmDialog'),
  r(p.dialogs.repaymentSucc, 'dialog', true, 'repaymentResult'),
  r(p.dialogs.repaymentFail, 'dialog', true, 'repaymentResult'),
  r(p.dialogs.readyLoanDetail, 'dialog', true, 'readyLoan'),
  r(p.dialogs.readyLoanDetailWithdrawal, 'dialog', true, 'readyLoan'),
  r(p.dialogs.workPop, 'dialog', true, 'onboarding/WorkPopDialog'),

  r(p.webview.webview, 'webview', false, 'webview'),
  r(p.webview.loanContract, 'webview', true, 'webview'),
  // Our own page (the native app's H5 page): what is owed and the ways to pay (docs/decisions.md).
  r(p.webview.loanRepayment, 'page', true, 'repayment'),
  r(p.webview.Insurance, 'webview', true, 'webview'),
  r(p.webview.land, 'webview', false, 'webview'),
  r(p.webview.tarlanPay, 'webview', true, 'webview'),
  // Our own page titled with the operator's name (it draws its own bar): how to pay at that terminal.
  r(p.webview.terminal, 'webview', true, 'repayment/TerminalPage'),
  r(p.webview.face, 'webview', true, 'webview'),
  r(p.webview.webviewtest, 'webview', false, 'webview'),
  r(p.webview.loanContracttest, 'webview', true, 'webview'),
  r(p.webview.Insurancetest, 'webview', true, 'webview'),
  r(p.webview.loanRepaymenttest, 'page', true, 'repayment'),
  r(p.webview.loanContractTwO, 'webview', true, 'webview'),

  r(p.landweb.landAbout, 'page', false, 'landing/LandAboutPage'),
  r(p.landweb.landFail, 'page', false, 'landing/LandFailPage'),
  r(p.landweb.landList, 'page', false, 'landing/LandListPage'),
  r(p.landweb.landUse, 'page', false, 'landing/LandUsePage'),

  r(p.extension, 'page', true, 'extension/ExtensionPage'),
  r(p.payfail, 'page', true, 'extension/PayFailPage'),
  r(p.transfer, 'page', true, 'repayment/TransferPage'),
];

const byPath = new Map<string, RouteDef>(ROUTES.map((d) => [d.path, d]));
byPath.set(paths.root, byPath.get(paths.home.index)!);

/** '/' and '/pages/home/index' are the same Loans tab. */
export function findRoute(pathname: string): RouteDef | undefined {
  return byPath.get(pathname === '' ? '/' : pathname);
}

export const LAUNCH_ROUTE = ROUTES[0]!.path;
