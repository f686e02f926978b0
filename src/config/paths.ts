/** Every path of spec section 2, exactly as written. Pages link through these, never string literals. */
export const paths = {
  root: '/',
  home: { index: '/pages/home/index', my: '/pages/home/my', integral: '/pages/home/integral', landingpage: '/pages/home/landingpage' },
  login: '/pages/login/login',
  personal: {
    material: '/pages/personal/material',
    install: '/pages/personal/install',
    loan_order: '/pages/personal/loan_order',
    information: '/pages/personal/information',
    about_us: '/pages/personal/about_us',
    feedback: '/pages/personal/feedback',
    Instructions: '/pages/personal/Instructions',
    license: '/pages/personal/license',
    coupon: '/pages/personal/coupon',
  },
  info: {
    info: '/pages/info/info',
    state: '/pages/info/state',
    address: '/pages/info/address',
    photoCard: '/pages/info/photoCard',
    photoSelfie: '/pages/info/photoSelfie',
  },
  bankInfo: { bankSelect: '/pages/bankInfo/bank-select', bankInfo: '/pages/bankInfo/bank-info' },
  dialogs: {
    finish: '/pages/dialogs/finish',
    quit: '/pages/dialogs/quit',
    share: '/pages/dialogs/share',
    ver: '/pages/dialogs/ver',
    delete: '/pages/dialogs/delete',
    photo_zm: '/pages/dialogs/photo_zm',
    photo_Z_finish: '/pages/dialogs/photo_Z-finish',
    photo_fm: '/pages/dialogs/photo_fm',
    photo_zp: '/pages/dialogs/photo_zp',
    bankList: '/pages/dialogs/bankList',
    bankConfirm: '/pages/dialogs/bank-confirm',
    bankQuit: '/pages/dialogs/bank-quit',
    bankConf: '/pages/dialogs/bank-conf',
    bankTime: '/pages/dialogs/bank-time',
    loanSucc: '/pages/dialogs/loan-succ',
    repaymentCopy: '/pages/dialogs/repayment-copy',
    repaymentCertificate: '/pages/dialogs/repayment-certificate',
    repaymentConfirm: '/pages/dialogs/repayment-confirm',
    repaymentSucc: '/pages/dialogs/repayment-succ',
    repaymentFail: '/pages/dialogs/repayment-fail',
    readyLoanDetail: '/pages/dialogs/readyLoan-detail',
    readyLoanDetailWithdrawal: '/pages/dialogs/readyLoan-detailWithdrawal',
    workPop: '/pages/dialogs/work-pop',
  },
  webview: {
    webview: '/pages/webview/webview',
    loanContract: '/pages/webview/loanContract',
    loanRepayment: '/pages/webview/loanRepayment',
    Insurance: '/pages/webview/Insurance',
    land: '/pages/webview/land',
    tarlanPay: '/pages/webview/tarlanPay',
    terminal: '/pages/webview/terminal',
    face: '/pages/webview/face',
    webviewtest: '/pages/webview/webviewtest',
    loanContracttest: '/pages/webview/loanContracttest',
    Insurancetest: '/pages/webview/Insurancetest',
    loanRepaymenttest: '/pages/webview/loanRepaymenttest',
    loanContractTwO: '/pages/webview/loanContractTwO',
  },
  landweb: {
    landAbout: '/pages/landweb/landAbout',
    landFail: '/pages/landweb/landFail',
    landList: '/pages/landweb/landList',
    landUse: '/pages/landweb/landUse',
  },
  extension: '/pages/extension/extension',
  payfail: '/pages/payfail/payfail',
  transfer: '/pages/transfer/transfer',
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

function leaves(node: unknown): string[] {
  return typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap(leaves);
}

/** Every page of the app (tabs, pages, webviews), without the dialogs: what a return path may open. */
const PAGE_PATHS: ReadonlySet<string> = new Set(leaves(paths).filter((p) => !p.startsWith('/pages/dialogs/')));

/** True for a page path ('/pages/home/my'), false for a dialog (delete, quit…) or anything unknown. */
export const isPagePath = (pathname: string): boolean => PAGE_PATHS.has(pathname);

