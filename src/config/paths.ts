/**
 * The route table: every page of the app, its path (spec section 2's exactly as written, and ours), which
 * screen shows it, how, and whether it needs a session. Pages link through `paths`, never string literals.
 * The app builds its routes from ROUTE_LIST (src/app/routes/table.ts); the build (the screens it draws and
 * preloads) and the browser suite (every route, visited) read it too, so it imports nothing but types.
 *
 * A new screen: its file in `src/features/<feature>/screens/`, its line here, its strings in both
 * languages. Its code is found by its name (src/app/routes/loaders.ts); its title is `title.<path>` of the
 * pages texts, or any text the line names (`title: 'loan:history.title'`); the typecheck asks for it.
 */
import type { QualifiedKey, TextKey } from '@/lib/i18n';

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
  /** The route's title, when it is not `title.<path>` of the pages texts. */
  title?: QualifiedKey;
  /** The title while the address has a query (`'group=contacts'`): a page showing one of its steps names it. */
  queryTitles?: Readonly<Record<`${string}=${string}`, QualifiedKey>>;
}

export interface RouteEntry extends RouteOptions {
  path: `/pages/${string}`;
}

type Dotted<S extends string> = S extends `${infer A}/${infer B}` ? `${A}.${Dotted<B>}` : S;
/** A route's own title key in the pages texts: '/pages/login/login' → 'title.login.login'. */
type TitleKeyOf<P extends string> = P extends `/pages/${infer Rest}` ? `title.${Dotted<Rest>}` : never;
/** A path whose title is `title.<path>` of the pages texts (else the route names its title). */
type Titled<P extends string> = TitleKeyOf<P> extends TextKey<'pages'> ? unknown : { title: 'missing: title.<path> in locales/ru/pages.json' };

/** The file of a screen, from the project root. */
export function screenModule(screen: ScreenName): string {
  const [area, name] = screen.split('/');
  return area === 'app' ? `src/app/routes/${name}.tsx` : `src/features/${area}/screens/${name}.tsx`;
}

const list: RouteEntry[] = [];

/** Adds a route to the table; its path, as a literal type, is what `paths` holds. */
function route<P extends `/pages/${string}`, O extends RouteOptions>(path: P, options: O & (O extends { title: QualifiedKey } ? unknown : Titled<P>)): P {
  list.push({ path, ...options });
  return path;
}

export const paths = {
  root: '/',
  home: {
    index: route('/pages/home/index', { kind: 'tab', screen: 'loan-application/LoansTab', public: true }),
    my: route('/pages/home/my', { kind: 'tab', screen: 'account/MeTab', public: true }),
    integral: route('/pages/home/integral', { kind: 'page', screen: 'content/IntegralPage' }),
    landingpage: route('/pages/home/landingpage', { kind: 'page', screen: 'landing/LandingPage', public: true }),
  },
  login: route('/pages/login/login', { kind: 'page', screen: 'auth/LoginPage', public: true }),
  personal: {
    material: route('/pages/personal/material', { kind: 'page', screen: 'account/MaterialPage' }),
    install: route('/pages/personal/install', { kind: 'page', screen: 'account/InstallPage' }),
    loan_order: route('/pages/personal/loan_order', { kind: 'page', screen: 'repayment/MyLoansPage' }),
    information: route('/pages/personal/information', { kind: 'page', screen: 'messages/MessagesPage' }),
    // One conversation with the company (?id=): docs/api.md "Conversations".
    thread: route('/pages/personal/thread', { kind: 'page', screen: 'messages/ThreadPage', title: 'threads:thread.title' }),
    about_us: route('/pages/personal/about_us', { kind: 'page', screen: 'account/AboutPage', public: true }),
    feedback: route('/pages/personal/feedback', { kind: 'page', screen: 'content/FeedbackPage' }),
    Instructions: route('/pages/personal/Instructions', { kind: 'page', screen: 'content/InstructionsPage', public: true }),
    license: route('/pages/personal/license', { kind: 'page', screen: 'account/LicensePage', public: true }),
    coupon: route('/pages/personal/coupon', { kind: 'page', screen: 'coupons/CouponsPage' }),
    // Ours (issue 26): the consents the borrower gave, and the devices signed in (settings).
    consents: route('/pages/personal/consents', { kind: 'page', screen: 'consents/ConsentsPage', title: 'consents:title' }),
    devices: route('/pages/personal/devices', { kind: 'page', screen: 'consents/DevicesPage', title: 'consents:devices.title' }),
  },
  info: {
    info: route('/pages/info/info', { kind: 'page', screen: 'onboarding/InfoPage', queryTitles: { 'group=contacts': 'onboarding:groups.contacts' } }),
    state: route('/pages/info/state', { kind: 'page', screen: 'onboarding/InfoPage' }),
    address: route('/pages/info/address', { kind: 'page', screen: 'onboarding/InfoPage' }),
    photoCard: route('/pages/info/photoCard', { kind: 'page', screen: 'onboarding/PhotoCardPage' }),
    photoSelfie: route('/pages/info/photoSelfie', { kind: 'page', screen: 'onboarding/PhotoSelfiePage' }),
  },
  bankInfo: {
    bankSelect: route('/pages/bankInfo/bank-select', { kind: 'page', screen: 'bank-card/BankSelectPage' }),
    bankInfo: route('/pages/bankInfo/bank-info', { kind: 'page', screen: 'bank-card/BankInfoPage' }),
    // Ours (issue 29 M3): the payment provider's card page in the frame, opened from the server's address (router
    // state, like every webview) when the server's config says `cardBinding: 'hosted'`. A card page: no third-party script.
    bankHosted: route('/pages/bankInfo/bank-hosted', { kind: 'webview', screen: 'app/WebviewPage', title: 'hostedcard:title' }),
  },
  dialogs: {
    finish: route('/pages/dialogs/finish', { kind: 'dialog', screen: 'loan-application/FinishDialog' }),
    quit: route('/pages/dialogs/quit', { kind: 'dialog', screen: 'account/QuitDialog' }),
    share: route('/pages/dialogs/share', { kind: 'dialog', screen: 'content/ShareDialog', public: true }),
    ver: route('/pages/dialogs/ver', { kind: 'dialog', screen: 'account/VerDialog', public: true }),
    delete: route('/pages/dialogs/delete', { kind: 'dialog', screen: 'account/DeleteDialog' }),
    photo_zm: route('/pages/dialogs/photo_zm', { kind: 'dialog', screen: 'onboarding/PhotoGuideDialog' }),
    photo_Z_finish: route('/pages/dialogs/photo_Z-finish', { kind: 'dialog', screen: 'onboarding/PhotoFinishDialog' }),
    photo_fm: route('/pages/dialogs/photo_fm', { kind: 'dialog', screen: 'onboarding/PhotoGuideDialog' }),
    photo_zp: route('/pages/dialogs/photo_zp', { kind: 'dialog', screen: 'onboarding/PhotoGuideDialog' }),
    bankList: route('/pages/dialogs/bankList', { kind: 'dialog', screen: 'bank-card/BankListDialog' }),
    bankConfirm: route('/pages/dialogs/bank-confirm', { kind: 'dialog', screen: 'bank-card/BankConfirmDialog' }),
    bankQuit: route('/pages/dialogs/bank-quit', { kind: 'dialog', screen: 'bank-card/BankQuitDialog' }),
    bankConf: route('/pages/dialogs/bank-conf', { kind: 'dialog', screen: 'bank-card/BankConfDialog' }),
    bankTime: route('/pages/dialogs/bank-time', { kind: 'dialog', screen: 'bank-card/BankTimeDialog' }),
    loanSucc: route('/pages/dialogs/loan-succ', { kind: 'dialog', screen: 'loan-application/LoanSuccDialog' }),
    repaymentCopy: route('/pages/dialogs/repayment-copy', { kind: 'dialog', screen: 'repayment/RepaymentCopyDialog' }),
    repaymentCertificate: route('/pages/dialogs/repayment-certificate', { kind: 'dialog', screen: 'repayment/RepaymentCertificateDialog' }),
    repaymentConfirm: route('/pages/dialogs/repayment-confirm', { kind: 'dialog', screen: 'repayment/RepaymentConfirmDialog' }),
    repaymentSucc: route('/pages/dialogs/repayment-succ', { kind: 'dialog', screen: 'repayment/RepaymentResultDialog' }),
    repaymentFail: route('/pages/dialogs/repayment-fail', { kind: 'dialog', screen: 'repayment/RepaymentResultDialog' }),
    readyLoanDetail: route('/pages/dialogs/readyLoan-detail', { kind: 'dialog', screen: 'loan-application/ReadyLoanDialog' }),
    readyLoanDetailWithdrawal: route('/pages/dialogs/readyLoan-detailWithdrawal', { kind: 'dialog', screen: 'loan-application/ReadyLoanDialog' }),
    workPop: route('/pages/dialogs/work-pop', { kind: 'dialog', screen: 'onboarding/WorkPopDialog' }),
  },
  webview: {
    webview: route('/pages/webview/webview', { kind: 'webview', screen: 'app/WebviewPage', public: true }),
    // The contract, with the cost card of the loan it is for above it (docs/decisions.md, "The cost card").
    loanContract: route('/pages/webview/loanContract', { kind: 'webview', screen: 'loan-application/ContractPage' }),
    // Our own page (the native app's H5 page): what is owed and the ways to pay (docs/decisions.md).
    loanRepayment: route('/pages/webview/loanRepayment', { kind: 'page', screen: 'repayment/RepaymentPage' }),
    Insurance: route('/pages/webview/Insurance', { kind: 'webview', screen: 'app/WebviewPage' }),
    land: route('/pages/webview/land', { kind: 'webview', screen: 'app/WebviewPage', public: true }),
    tarlanPay: route('/pages/webview/tarlanPay', { kind: 'webview', screen: 'app/WebviewPage' }),
    // Our own page titled with the operator's name (it draws its own bar): how to pay at that terminal.
    terminal: route('/pages/webview/terminal', { kind: 'webview', screen: 'repayment/TerminalPage' }),
    face: route('/pages/webview/face', { kind: 'webview', screen: 'app/WebviewPage' }),
    webviewtest: route('/pages/webview/webviewtest', { kind: 'webview', screen: 'app/WebviewPage', public: true }),
    loanContracttest: route('/pages/webview/loanContracttest', { kind: 'webview', screen: 'app/WebviewPage' }),
    Insurancetest: route('/pages/webview/Insurancetest', { kind: 'webview', screen: 'app/WebviewPage' }),
    loanRepaymenttest: route('/pages/webview/loanRepaymenttest', { kind: 'page', screen: 'repayment/RepaymentPage' }),
    loanContractTwO: route('/pages/webview/loanContractTwO', { kind: 'webview', screen: 'app/WebviewPage' }),
  },
  landweb: {
    landAbout: route('/pages/landweb/landAbout', { kind: 'page', screen: 'landing/LandAboutPage', public: true }),
    landFail: route('/pages/landweb/landFail', { kind: 'page', screen: 'landing/LandFailPage', public: true }),
    landList: route('/pages/landweb/landList', { kind: 'page', screen: 'landing/LandListPage', public: true }),
    landUse: route('/pages/landweb/landUse', { kind: 'page', screen: 'landing/LandUsePage', public: true }),
  },
  // Ours (issue 24, docs/decisions.md "The loan's own page"): one loan's page (`?orderNo=`), and the documents
  // it opens from the server's addresses (router state, like every webview).
  loan: {
    detail: route('/pages/loan/detail', { kind: 'page', screen: 'repayment/LoanPage', title: 'loanPage:title' }),
    receipt: route('/pages/loan/receipt', { kind: 'webview', screen: 'app/WebviewPage', title: 'loanPage:payments.receiptTitle' }),
    supplement: route('/pages/loan/supplement', { kind: 'webview', screen: 'app/WebviewPage', title: 'loanPage:documents.supplementTitle' }),
    // Ours (issue 26): «Не могу платить», the application to change the loan's terms (`?orderNo=`).
    hardship: route('/pages/loan/hardship', { kind: 'page', screen: 'hardship/HardshipPage', title: 'hardship:title' }),
  },
  extension: route('/pages/extension/extension', { kind: 'page', screen: 'extension/ExtensionPage' }),
  payfail: route('/pages/payfail/payfail', { kind: 'page', screen: 'extension/PayFailPage' }),
  transfer: route('/pages/transfer/transfer', { kind: 'page', screen: 'repayment/TransferPage' }),
} as const;

type Leaves<T> = T extends string ? T : { [K in keyof T]: Leaves<T[K]> }[keyof T];
export type AppPath = Leaves<typeof paths>;

/** A path with query parameters, e.g. withQuery(paths.login, { redirect: '/pages/home/my' }). */
export function withQuery(path: AppPath, query: Record<string, string | number | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== '') q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}?${s}` : path;
}

/** Every route of the table, in its order: the first is the launch route (the Loans tab). */
export const ROUTE_LIST: readonly RouteEntry[] = list;

/** The path of a route: a page of the table, or the Loans tab's '/'. */
export type RoutePath = Exclude<AppPath, typeof paths.root>;

/** The pages texts' key of a route's own title: '/pages/login/login' → 'title.login.login'. */
export const titleKeyOf = <P extends RoutePath>(path: P) => ('title.' + path.replace(/^\/pages\//, '').replace(/\//g, '.')) as TitleKeyOf<P>;

/** A route's title: the one its line names, else `title.<path>` of the pages texts. */
export function routeTitle(entry: RouteEntry): QualifiedKey {
  return entry.title ?? (`pages:${titleKeyOf(entry.path as RoutePath)}` as QualifiedKey);
}

const byPath = new Map<string, RouteEntry>(ROUTE_LIST.map((r) => [r.path, r]));

/** The route a pathname opens ('' and '/' are the Loans tab), or undefined. */
export function routeEntry(pathname: string): RouteEntry | undefined {
  return byPath.get(pathname === '' || pathname === paths.root ? paths.home.index : pathname);
}

/** Every page of the app (tabs, pages, webviews), without the dialogs: what a return path may open. */
const PAGE_PATHS: ReadonlySet<string> = new Set([paths.root, ...ROUTE_LIST.filter((r) => r.kind !== 'dialog').map((r) => r.path)]);

/** True for a page path ('/pages/home/my'), false for a dialog (delete, quit…) or anything unknown. */
export const isPagePath = (pathname: string): boolean => PAGE_PATHS.has(pathname);
