import * as z from 'zod/mini';
import { Coupon, CouponList } from '@/shared/api/coupon';
import { Order, PayLinkResponse } from '@/shared/api/order';
import { Voucher } from '@/shared/api/payment';
import { endpoint } from '@/lib/http';
import { PAY_CHANNEL_IDS } from '@/shared/api/payChannels';
import { ORDER_LIST_PAGE_SIZE, ORDER_LIST_PATH } from '@/shared/api/earlyReads';

// POST /api/loan/myOrderList (newest first)
export { ORDER_LIST_PAGE_SIZE };
export const OrderListRequest = z.object({ page: z.number(), pageSize: z.optional(z.number()) });
export type OrderListRequest = z.infer<typeof OrderListRequest>;
export const OrderListResponse = z.object({
  list: z.array(Order),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type OrderListResponse = z.infer<typeof OrderListResponse>;
export const myOrderList = endpoint<OrderListRequest, OrderListResponse>(ORDER_LIST_PATH, OrderListResponse, {
  read: true,
});

// POST /api/prod/repayInfo: src/shared/api/payment.ts (the extension feature confirms its payments with it)
export { repayInfo, RepayInfoResponse, Voucher } from '@/shared/api/payment';

// POST /api/prod/getRepaymentLink: full repayment (amount defaults to repayAmount)
export const RepaymentLinkRequest = z.object({
  orderNo: z.string(),
  returnUrl: z.string(),
  amount: z.optional(z.number()),
  couponId: z.optional(z.string()),
});
export type RepaymentLinkRequest = z.infer<typeof RepaymentLinkRequest>;
export const getRepaymentLink = endpoint<RepaymentLinkRequest, PayLinkResponse>('/api/prod/getRepaymentLink', PayLinkResponse, {
  creates: true,
});

// POST /api/prod/getIsTerminalPayTip
export type TerminalTipRequest = void;
export const TerminalTipResponse = z.object({ show: z.boolean(), text: z.string() });
export type TerminalTipResponse = z.infer<typeof TerminalTipResponse>;
export const getIsTerminalPayTip = endpoint<TerminalTipRequest, TerminalTipResponse>(
  '/api/prod/getIsTerminalPayTip',
  TerminalTipResponse,
  { read: true },
);

// POST /api/prod/getTerminalPayList: payment terminals (webview 'terminal') and how to pay there
export const TerminalListRequest = z.object({ orderNo: z.optional(z.string()) });
export type TerminalListRequest = z.infer<typeof TerminalListRequest>;
export const Terminal = z.object({
  id: z.string(),
  name: z.string(),
  /** Account number to enter at the terminal (the borrower's contract number). */
  account: z.string(),
  steps: z.array(z.string()),
  url: z.nullable(z.string()),
});
export type Terminal = z.infer<typeof Terminal>;
export const TerminalListResponse = z.object({ list: z.array(Terminal) });
export type TerminalListResponse = z.infer<typeof TerminalListResponse>;
export const getTerminalPayList = endpoint<TerminalListRequest | void, TerminalListResponse>(
  '/api/prod/getTerminalPayList',
  TerminalListResponse,
  { read: true },
);

// POST /api/prod/getRepayChannelNameList
export type RepayChannelsRequest = void;
export const RepayChannel = z.object({ id: z.enum(PAY_CHANNEL_IDS), name: z.string(), nameKz: z.string() });
export type RepayChannel = z.infer<typeof RepayChannel>;
export const RepayChannelsResponse = z.object({ list: z.array(RepayChannel) });
export type RepayChannelsResponse = z.infer<typeof RepayChannelsResponse>;
export const getRepayChannelNameList = endpoint<RepayChannelsRequest, RepayChannelsResponse>(
  '/api/prod/getRepayChannelNameList',
  RepayChannelsResponse,
  { read: true },
);

// POST /api/prod/getPayVoucher: submits a repayment certificate (uploaded with /api/uploadFile/userFile, type 'voucher')
export const PayVoucherRequest = z.object({
  orderNo: z.string(),
  url: z.string(),
  /** Tenge transferred; defaults to what is owed today. */
  amount: z.optional(z.number()),
});
export type PayVoucherRequest = z.infer<typeof PayVoucherRequest>;
export const PayVoucherResponse = Voucher;
export type PayVoucherResponse = z.infer<typeof PayVoucherResponse>;
export const getPayVoucher = endpoint<PayVoucherRequest, PayVoucherResponse>('/api/prod/getPayVoucher', PayVoucherResponse, {
  creates: true,
});

// POST /api/loan/getRepayBankCard: the borrower's saved card for paying back (masked), and the company's
// accounts for repaying by bank transfer (repayment-copy dialog)
export const RepayBankCardRequest = z.object({ orderNo: z.optional(z.string()) });
export type RepayBankCardRequest = z.infer<typeof RepayBankCardRequest>;
export const RepayAccount = z.object({
  bankName: z.string(),
  /** KZ IBAN, 20 characters. */
  iban: z.string(),
  beneficiary: z.string(),
  /** Business identification number of the beneficiary, 12 digits. */
  bin: z.string(),
  kbe: z.string(),
  knp: z.string(),
  /** Payment purpose to copy, includes the order number. */
  purpose: z.string(),
});
export type RepayAccount = z.infer<typeof RepayAccount>;
export const RepayBankCardResponse = z.object({
  card: z.nullable(z.object({ bankName: z.string(), last4: z.string() })),
  accounts: z.array(RepayAccount),
});
export type RepayBankCardResponse = z.infer<typeof RepayBankCardResponse>;
export const getRepayBankCard = endpoint<RepayBankCardRequest | void, RepayBankCardResponse>(
  '/api/loan/getRepayBankCard',
  RepayBankCardResponse,
  { read: true },
);

// POST /coupon/getRepayListCoupon: coupons usable on this order's repayment
export const RepayCouponsRequest = z.object({ orderNo: z.string() });
export type RepayCouponsRequest = z.infer<typeof RepayCouponsRequest>;
export const getRepayListCoupon = endpoint<RepayCouponsRequest, CouponList>('/coupon/getRepayListCoupon', CouponList, {
  read: true,
});

// POST /coupon/repayUseCoupon: applies a coupon to the order; repayInfo then shows the discount
export const RepayUseCouponRequest = z.object({ orderNo: z.string(), couponId: z.string() });
export type RepayUseCouponRequest = z.infer<typeof RepayUseCouponRequest>;
export const RepayUseCouponResponse = z.object({ discount: z.number(), repayAmount: z.number() });
export type RepayUseCouponResponse = z.infer<typeof RepayUseCouponResponse>;
export const repayUseCoupon = endpoint<RepayUseCouponRequest, RepayUseCouponResponse>(
  '/coupon/repayUseCoupon',
  RepayUseCouponResponse,
);
export type { Coupon };

// ---- The loan's own page (issue 24; our assumption, not in the spec: docs/api.md "The loan's own page") ----

/** Server codes of the loan page's calls besides LOAN_ERROR's. */
export const LOAN_PAGE_ERROR = {
  /** repayQuote: the date is not between today and the due date in force. */
  quoteDateOutOfRange: 4020,
} as const;

// POST /api/prod/companyInfo: src/shared/api/company.ts (the licence page reads it too)
export { CompanyInfo, getCompanyInfo, type CompanyInfoRequest } from '@/shared/api/company';

/** Owed or paid, by part, in the order a payment is applied; `total` is their sum. Whole tenge. */
export const LoanSplit = z.object({ principal: z.number(), reward: z.number(), penalty: z.number(), total: z.number() });
export type LoanSplit = z.infer<typeof LoanSplit>;

export const TIMELINE_KINDS = ['applied', 'approved', 'rejected', 'payout_failed', 'paid_out', 'extended', 'due', 'overdue', 'repaid'] as const;
export const TimelineEvent = z.object({
  kind: z.enum(TIMELINE_KINDS),
  /** 'YYYY-MM-DD', Kazakhstan. */
  day: z.string(),
  /** An extension's new due date; null otherwise. */
  dueDate: z.nullable(z.string()),
  /** False for what is still ahead (the due date). */
  done: z.boolean(),
});
export type TimelineEvent = z.infer<typeof TimelineEvent>;

export const LoanPayment = z.object({
  ref: z.string(),
  day: z.string(),
  amount: z.number(),
  kind: z.enum(['repayment', 'extension']),
  channel: z.enum(PAY_CHANNEL_IDS),
  /** What it went to (penalty, then reward, then principal); total: the part of `amount` applied. */
  covered: LoanSplit,
  /** The receipt, a page to read (webview). */
  receiptUrl: z.string(),
});
export type LoanPayment = z.infer<typeof LoanPayment>;

export const LoanDocument = z.object({
  kind: z.enum(['contract', 'supplement']),
  title: z.string(),
  number: z.string(),
  /** 'YYYY-MM-DD' it was concluded. */
  signedOn: z.string(),
  /** A page to read (webview). */
  url: z.string(),
});
export type LoanDocument = z.infer<typeof LoanDocument>;

// POST /api/loan/orderDetail: everything the loan's page shows, for any order of the borrower's
export const OrderDetailRequest = z.object({ orderNo: z.string() });
export type OrderDetailRequest = z.infer<typeof OrderDetailRequest>;
export const OrderDetailResponse = z.object({
  order: Order,
  contractNo: z.string(),
  /** Owed today, by part; null unless money is owed now. */
  today: z.nullable(LoanSplit),
  /** What the payments covered over the loan's life. */
  paid: LoanSplit,
  /** Overdue only: the days late, the penalty of this delay, what a day adds, the last day it accrues (null: none will). */
  overdue: z.nullable(
    z.object({ days: z.number(), penaltySoFar: z.number(), penaltyPerDay: z.number(), penaltyStopsOn: z.nullable(z.string()) }),
  ),
  /** The dates repayQuote answers for (today to the due date); null when none. */
  quoteRange: z.nullable(z.object({ from: z.string(), to: z.string() })),
  /** Oldest first. */
  timeline: z.array(TimelineEvent),
  /** Newest first: the money that reached the company for this loan. */
  payments: z.array(LoanPayment),
  /** The contract, then each extension's supplementary agreement; none before the contract was signed. */
  documents: z.array(LoanDocument),
  /** A debt certificate can be had (debtCertificate): a paid-out loan, running or repaid. */
  certificate: z.boolean(),
});
export type OrderDetailResponse = z.infer<typeof OrderDetailResponse>;
export const orderDetail = endpoint<OrderDetailRequest, OrderDetailResponse>('/api/loan/orderDetail', OrderDetailResponse, { read: true });

// POST /api/prod/repayQuote: what will be owed at the end of `date` if nothing more is paid (refused: 4020, 4007)
export const RepayQuoteRequest = z.object({ orderNo: z.string(), date: z.string() });
export type RepayQuoteRequest = z.infer<typeof RepayQuoteRequest>;
export const RepayQuoteResponse = z.object({ date: z.string(), ...LoanSplit.shape });
export type RepayQuoteResponse = z.infer<typeof RepayQuoteResponse>;
export const repayQuote = endpoint<RepayQuoteRequest, RepayQuoteResponse>('/api/prod/repayQuote', RepayQuoteResponse, { read: true });

// POST /api/loan/debtCertificate: the debt certificate as a file to save or share, in the request's language
export const DebtCertificateRequest = z.object({ orderNo: z.string() });
export type DebtCertificateRequest = z.infer<typeof DebtCertificateRequest>;
export const DebtCertificateResponse = z.object({
  title: z.string(),
  fileName: z.string(),
  mime: z.literal('text/html'),
  /** The whole document. Never put into the app's page: saved or shared as a file. */
  content: z.string(),
  issuedOn: z.string(),
});
export type DebtCertificateResponse = z.infer<typeof DebtCertificateResponse>;
export const debtCertificate = endpoint<DebtCertificateRequest, DebtCertificateResponse>('/api/loan/debtCertificate', DebtCertificateResponse, {
  read: true,
});
