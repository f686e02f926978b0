/**
 * The route table: every page of the app, which screen shows it, how, and whether it needs a session.
 * Data only (the paths, by a relative import): the app builds its routes from it (./table.ts), and the
 * build (which screens it draws and preloads) and the browser suite (every route, visited) read it too.
 *
 * A new screen is its file in `src/features/<feature>/screens/`, its line here, and its strings (its title
 * `title.<path>` in locales/<lang>/pages.json, which the type of `path` demands). The screen's code is
 * found by its name (./loaders.ts), never listed again.
 */
import type { TitledPath } from '@/shared/navigation/appLink';
// Relative: the build reads this file without the '@' alias (type imports aside).
import { paths as p } from '../../config/paths.ts';

export type RouteKind = 'tab' | 'page' | 'dialog' | 'webview';

/**
 * A screen by name: 'feature/Screen' is `src/features/feature/screens/Screen.tsx`, 'app/Screen' is a
 * shell screen in `src/app/routes/Screen.tsx`. Several routes may show one screen.
 */
export type ScreenName = `${string}/${string}`;

export interface RouteOptions {
  /**
   * tab: a page of the tab bar; page: a page with the nav bar; dialog: over the page that opened it;
   * webview: a hosted page drawing its own bar.
   */
  kind: RouteKind;
  screen: ScreenName;
  /** Open without a session (signed out). By default a route needs one: login opens and comes back. */
  public?: true;
}

export interface RouteEntry extends RouteOptions {
  path: TitledPath;
}

const route = (path: TitledPath, options: RouteOptions): RouteEntry => ({ path, ...options });

/** The file of a screen, from the project root. */
export function screenModule(screen: ScreenName): string {
  const [area, name] = screen.split('/');
  return area === 'app' ? `src/app/routes/${name}.tsx` : `src/features/${area}/screens/${name}.tsx`;
}

/** Every route; the first is the launch route (the Loans tab). Spec section 2's paths, as written, and ours. */
export const ROUTE_LIST: readonly RouteEntry[] = [
  route(p.home.index, { kind: 'tab', screen: 'loan-application/LoansTab', public: true }),
  route(p.home.my, { kind: 'tab', screen: 'account/MeTab', public: true }),
  route(p.home.integral, { kind: 'page', screen: 'content/IntegralPage' }),
  route(p.home.landingpage, { kind: 'page', screen: 'landing/LandingPage', public: true }),
  route(p.login, { kind: 'page', screen: 'auth/LoginPage', public: true }),

  route(p.personal.material, { kind: 'page', screen: 'account/MaterialPage' }),
  route(p.personal.install, { kind: 'page', screen: 'account/InstallPage' }),
  route(p.personal.loan_order, { kind: 'page', screen: 'repayment/MyLoansPage' }),
  route(p.personal.information, { kind: 'page', screen: 'messages/MessagesPage' }),
  route(p.personal.about_us, { kind: 'page', screen: 'account/AboutPage', public: true }),
  route(p.personal.feedback, { kind: 'page', screen: 'content/FeedbackPage' }),
  route(p.personal.Instructions, { kind: 'page', screen: 'content/InstructionsPage', public: true }),
  route(p.personal.license, { kind: 'page', screen: 'account/LicensePage', public: true }),
  route(p.personal.coupon, { kind: 'page', screen: 'coupons/CouponsPage' }),

  route(p.info.info, { kind: 'page', screen: 'onboarding/InfoPage' }),
  route(p.info.state, { kind: 'page', screen: 'onboarding/InfoPage' }),
  route(p.info.address, { kind: 'page', screen: 'onboarding/InfoPage' }),
  route(p.info.photoCard, { kind: 'page', screen: 'onboarding/PhotoCardPage' }),
  route(p.info.photoSelfie, { kind: 'page', screen: 'onboarding/PhotoSelfiePage' }),

  route(p.bankInfo.bankSelect, { kind: 'page', screen: 'bank-card/BankSelectPage' }),
  route(p.bankInfo.bankInfo, { kind: 'page', screen: 'bank-card/BankInfoPage' }),

  route(p.dialogs.finish, { kind: 'dialog', screen: 'loan-application/FinishDialog' }),
  route(p.dialogs.quit, { kind: 'dialog', screen: 'account/QuitDialog' }),
  route(p.dialogs.share, { kind: 'dialog', screen: 'content/ShareDialog', public: true }),
  route(p.dialogs.ver, { kind: 'dialog', screen: 'account/VerDialog', public: true }),
  route(p.dialogs.delete, { kind: 'dialog', screen: 'account/DeleteDialog' }),
  route(p.dialogs.photo_zm, { kind: 'dialog', screen: 'onboarding/PhotoGuideDialog' }),
  route(p.dialogs.photo_Z_finish, { kind: 'dialog', screen: 'onboarding/PhotoFinishDialog' }),
  route(p.dialogs.photo_fm, { kind: 'dialog', screen: 'onboarding/PhotoGuideDialog' }),
  route(p.dialogs.photo_zp, { kind: 'dialog', screen: 'onboarding/PhotoGuideDialog' }),
  route(p.dialogs.bankList, { kind: 'dialog', screen: 'bank-card/BankListDialog' }),
  route(p.dialogs.bankConfirm, { kind: 'dialog', screen: 'bank-card/BankConfirmDialog' }),
  route(p.dialogs.bankQuit, { kind: 'dialog', screen: 'bank-card/BankQuitDialog' }),
  route(p.dialogs.bankConf, { kind: 'dialog', screen: 'bank-card/BankConfDialog' }),
  route(p.dialogs.bankTime, { kind: 'dialog', screen: 'bank-card/BankTimeDialog' }),
  route(p.dialogs.loanSucc, { kind: 'dialog', screen: 'loan-application/LoanSuccDialog' }),
  route(p.dialogs.repaymentCopy, { kind: 'dialog', screen: 'repayment/RepaymentCopyDialog' }),
  route(p.dialogs.repaymentCertificate, { kind: 'dialog', screen: 'repayment/RepaymentCertificateDialog' }),
  route(p.dialogs.repaymentConfirm, { kind: 'dialog', screen: 'repayment/RepaymentConfirmDialog' }),
  route(p.dialogs.repaymentSucc, { kind: 'dialog', screen: 'repayment/RepaymentResultDialog' }),
  route(p.dialogs.repaymentFail, { kind: 'dialog', screen: 'repayment/RepaymentResultDialog' }),
  route(p.dialogs.readyLoanDetail, { kind: 'dialog', screen: 'loan-application/ReadyLoanDialog' }),
  route(p.dialogs.readyLoanDetailWithdrawal, { kind: 'dialog', screen: 'loan-application/ReadyLoanDialog' }),
  route(p.dialogs.workPop, { kind: 'dialog', screen: 'onboarding/WorkPopDialog' }),

  route(p.webview.webview, { kind: 'webview', screen: 'app/WebviewPage', public: true }),
  route(p.webview.loanContract, { kind: 'webview', screen: 'app/WebviewPage' }),
  // Our own page (the native app's H5 page): what is owed and the ways to pay (docs/decisions.md).
  route(p.webview.loanRepayment, { kind: 'page', screen: 'repayment/RepaymentPage' }),
  route(p.webview.Insurance, { kind: 'webview', screen: 'app/WebviewPage' }),
  route(p.webview.land, { kind: 'webview', screen: 'app/WebviewPage', public: true }),
  route(p.webview.tarlanPay, { kind: 'webview', screen: 'app/WebviewPage' }),
  // Our own page titled with the operator's name (it draws its own bar): how to pay at that terminal.
  route(p.webview.terminal, { kind: 'webview', screen: 'repayment/TerminalPage' }),
  route(p.webview.face, { kind: 'webview', screen: 'app/WebviewPage' }),
  route(p.webview.webviewtest, { kind: 'webview', screen: 'app/WebviewPage', public: true }),
  route(p.webview.loanContracttest, { kind: 'webview', screen: 'app/WebviewPage' }),
  route(p.webview.Insurancetest, { kind: 'webview', screen: 'app/WebviewPage' }),
  route(p.webview.loanRepaymenttest, { kind: 'page', screen: 'repayment/RepaymentPage' }),
  route(p.webview.loanContractTwO, { kind: 'webview', screen: 'app/WebviewPage' }),

  route(p.landweb.landAbout, { kind: 'page', screen: 'landing/LandAboutPage', public: true }),
  route(p.landweb.landFail, { kind: 'page', screen: 'landing/LandFailPage', public: true }),
  route(p.landweb.landList, { kind: 'page', screen: 'landing/LandListPage', public: true }),
  route(p.landweb.landUse, { kind: 'page', screen: 'landing/LandUsePage', public: true }),

  route(p.extension, { kind: 'page', screen: 'extension/ExtensionPage' }),
  route(p.payfail, { kind: 'page', screen: 'extension/PayFailPage' }),
  route(p.transfer, { kind: 'page', screen: 'repayment/TransferPage' }),
];
