import * as z from 'zod/mini';
import { LENDING_STATUSES } from '@/shared/api/loanStatus';
import { endpoint } from '@/lib/http';

/** Server answer codes of this domain (docs/api.md). */
export const LOAN_ERROR = {
  activeLoan: 4001,
  reapplyLater: 4002,
  onboardingIncomplete: 4003,
  noCard: 4004,
  amountOutOfRange: 4005,
  orderNotFound: 4006,
  wrongOrderState: 4007,
  /** The coupon does not exist, is used or expired, or does not fit this amount. */
  couponNotUsable: 6002,
} as const;

export const OrderStatus = z.enum(['under_review', 'rejected', 'supplement', ...LENDING_STATUSES]);
export type OrderStatus = z.infer<typeof OrderStatus>;

export const Order = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  /** Principal, tenge. */
  amount: z.number(),
  days: z.number(),
  interest: z.number(),
  serviceFee: z.number(),
  penalty: z.number(),
  discount: z.number(),
  /** What the borrower owes now: amount + interest + serviceFee + penalty - discount. */
  repayAmount: z.number(),
  /** Paid out to the card. */
  receiveAmount: z.number(),
  /** ISO date-time */
  createdAt: z.string(),
  /** 'YYYY-MM-DD', set at payout. */
  dueDate: z.nullable(z.string()),
  overdueDays: z.number(),
  /** ISO date-time; rejected orders only. */
  reapplyAt: z.nullable(z.string()),
  /** What to re-upload; supplement orders only. */
  supplement: z.nullable(z.enum(['id', 'selfie', 'both'])),
  card: z.nullable(z.object({ bankName: z.string(), last4: z.string() })),
  /** Why the payout failed; failed orders only. */
  failReason: z.nullable(z.string()),
});
export type Order = z.infer<typeof Order>;

// POST /api/loan/lastOrder
export const LastOrderRequest = z.object({ page: z.number() });
export type LastOrderRequest = z.infer<typeof LastOrderRequest>;
export const LastOrderResponse = z.object({ order: z.nullable(Order) });
export type LastOrderResponse = z.infer<typeof LastOrderResponse>;
export const lastOrder = endpoint<LastOrderRequest, LastOrderResponse>('/api/loan/lastOrder', LastOrderResponse, {
  read: true,
});

// POST /api/loan/myOrderList (newest first)
export const ORDER_LIST_PAGE_SIZE = 10;
export const OrderListRequest = z.object({ page: z.number(), pageSize: z.optional(z.number()) });
export type OrderListRequest = z.infer<typeof OrderListRequest>;
export const OrderListResponse = z.object({
  list: z.array(Order),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type OrderListResponse = z.infer<typeof OrderListResponse>;
export const myOrderList = endpoint<OrderListRequest, OrderListResponse>('/api/loan/myOrderList', OrderListResponse, {
  read: true,
});

// POST /api/loan/getContractInfo: the loan contract page (webview loanContract) for an order or a quote
export const ContractInfoRequest = z.object({
  orderNo: z.optional(z.string()),
  amount: z.optional(z.number()),
  days: z.optional(z.number()),
  returnUrl: z.optional(z.string()),
});
export type ContractInfoRequest = z.infer<typeof ContractInfoRequest>;
export const ContractInfoResponse = z.object({
  contractNo: z.string(),
  title: z.string(),
  url: z.string(),
  /** True once the borrower reached the end of the contract page. */
  read: z.boolean(),
});
export type ContractInfoResponse = z.infer<typeof ContractInfoResponse>;
export const getContractInfo = endpoint<ContractInfoRequest, ContractInfoResponse>(
  '/api/loan/getContractInfo',
  ContractInfoResponse,
  { read: true },
);

// POST /api/loan/supplementData: re-uploaded photos for an order in 'supplement'; it goes back to review
export const SupplementRequest = z.object({
  orderNo: z.string(),
  idphoto_1: z.optional(z.string()),
  idphoto_2: z.optional(z.string()),
  headphoto: z.optional(z.string()),
});
export type SupplementRequest = z.infer<typeof SupplementRequest>;
export const SupplementResponse = z.object({ order: Order });
export type SupplementResponse = z.infer<typeof SupplementResponse>;
export const supplementData = endpoint<SupplementRequest, SupplementResponse>('/api/loan/supplementData', SupplementResponse);

// POST /api/loan/userInfo: what the Loans tab shows (the app shows a loading indicator)
export const HomeStage = z.enum(['onboarding', 'no_card', 'can_apply', 'in_review', 'supplement', 'rejected', 'has_loan']);
export type HomeStage = z.infer<typeof HomeStage>;
export type LoanUserInfoRequest = void;
export const LoanUserInfoResponse = z.object({
  stage: HomeStage,
  /** 0..100 as userData.step: 100 when the three onboarding groups are complete. */
  step: z.number(),
  quota: z.number(),
  order: z.nullable(Order),
  reapplyAt: z.nullable(z.string()),
});
export type LoanUserInfoResponse = z.infer<typeof LoanUserInfoResponse>;
export const loanUserInfo = endpoint<LoanUserInfoRequest, LoanUserInfoResponse>('/api/loan/userInfo', LoanUserInfoResponse, {
  read: true,
});

/* ------------------------------------------------------------------ products */

// POST /api/prod/productInfoForH5 (works without a token: the landing page shows it)
export type ProductInfoRequest = void;
export const ProductInfoResponse = z.object({
  minAmount: z.number(),
  maxAmount: z.number(),
  amountStep: z.number(),
  defaultAmount: z.number(),
  terms: z.array(z.number()),
  defaultDays: z.number(),
  /** Interest per day, percent of the principal (0.15 = 0.15 %). */
  dailyRatePercent: z.number(),
  /** Annual effective rate (GESV), percent. */
  aprPercent: z.number(),
  /** Penalty per overdue day, percent of the principal. */
  penaltyRatePercent: z.number(),
});
export type ProductInfoResponse = z.infer<typeof ProductInfoResponse>;
export const productInfoForH5 = endpoint<ProductInfoRequest, ProductInfoResponse>(
  '/api/prod/productInfoForH5',
  ProductInfoResponse,
  { read: true },
);

// POST /api/prod/confirm: quote for an amount and term (nothing is created)
export const QuoteRequest = z.object({ amount: z.number(), days: z.number(), couponId: z.optional(z.string()) });
export type QuoteRequest = z.infer<typeof QuoteRequest>;
export const QuoteResponse = z.object({
  amount: z.number(),
  days: z.number(),
  interest: z.number(),
  serviceFee: z.number(),
  discount: z.number(),
  repayAmount: z.number(),
  /** Paid out to the card (the withdrawal amount). */
  receiveAmount: z.number(),
  /** 'YYYY-MM-DD' if paid out today. */
  dueDate: z.string(),
});
export type QuoteResponse = z.infer<typeof QuoteResponse>;
export const confirmQuote = endpoint<QuoteRequest, QuoteResponse>('/api/prod/confirm', QuoteResponse, { read: true });

// POST /api/prod/submitOrder: creates the loan application. Send an Idempotency-Key (CallOptions.idempotencyKey).
export const SubmitOrderRequest = z.object({ amount: z.number(), days: z.number(), couponId: z.optional(z.string()) });
export type SubmitOrderRequest = z.infer<typeof SubmitOrderRequest>;
export const SubmitOrderResponse = z.object({ order: Order });
export type SubmitOrderResponse = z.infer<typeof SubmitOrderResponse>;
export const submitOrder = endpoint<SubmitOrderRequest, SubmitOrderResponse>('/api/prod/submitOrder', SubmitOrderResponse);

export const Payment = z.object({
  ref: z.string(),
  kind: z.enum(['repay', 'extension']),
  amount: z.number(),
  status: z.enum(['pending', 'success', 'failed']),
  createdAt: z.string(),
});
export type Payment = z.infer<typeof Payment>;

// POST /api/prod/repayInfo: what is owed now and the state of the last payment (confirm after a vendor page)
export const OrderRef = z.object({ orderNo: z.string() });
export type OrderRef = z.infer<typeof OrderRef>;
export const RepayInfoResponse = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  principal: z.number(),
  interest: z.number(),
  penalty: z.number(),
  discount: z.number(),
  repayAmount: z.number(),
  dueDate: z.nullable(z.string()),
  overdueDays: z.number(),
  lastPayment: z.nullable(Payment),
});
export type RepayInfoResponse = z.infer<typeof RepayInfoResponse>;
export const repayInfo = endpoint<OrderRef, RepayInfoResponse>('/api/prod/repayInfo', RepayInfoResponse, { read: true });

/** A card-payment page (webview tarlanPay) that returns to returnUrl with ?sandboxResult=…; confirm with repayInfo. */
export const PayLinkResponse = z.object({ ref: z.string(), url: z.string(), amount: z.number() });
export type PayLinkResponse = z.infer<typeof PayLinkResponse>;

// POST /api/prod/getRepaymentLink: full repayment (amount defaults to repayAmount)
export const RepaymentLinkRequest = z.object({
  orderNo: z.string(),
  returnUrl: z.string(),
  amount: z.optional(z.number()),
  couponId: z.optional(z.string()),
});
export type RepaymentLinkRequest = z.infer<typeof RepaymentLinkRequest>;
export const getRepaymentLink = endpoint<RepaymentLinkRequest, PayLinkResponse>('/api/prod/getRepaymentLink', PayLinkResponse);

// POST /api/prod/getLoanPayLink: pays the fee of an extension (pages/extension)
export const LoanPayLinkRequest = z.object({ orderNo: z.string(), days: z.number(), returnUrl: z.string() });
export type LoanPayLinkRequest = z.infer<typeof LoanPayLinkRequest>;
export const getLoanPayLink = endpoint<LoanPayLinkRequest, PayLinkResponse>('/api/prod/getLoanPayLink', PayLinkResponse);

// POST /api/prod/extensionInfo: the default extension offer
export const ExtensionOption = z.object({
  days: z.number(),
  /** Fee to pay now, tenge: accrued interest and penalty. */
  fee: z.number(),
  /** 'YYYY-MM-DD' */
  newDueDate: z.string(),
  /** Owed on the new due date. */
  newRepayAmount: z.number(),
});
export type ExtensionOption = z.infer<typeof ExtensionOption>;
export const ExtensionInfoResponse = z.object({
  available: z.boolean(),
  option: z.nullable(ExtensionOption),
});
export type ExtensionInfoResponse = z.infer<typeof ExtensionInfoResponse>;
export const extensionInfo = endpoint<OrderRef, ExtensionInfoResponse>('/api/prod/extensionInfo', ExtensionInfoResponse, {
  read: true,
});

// POST /api/prod/extensionInfoV2: every extension offer
export const ExtensionInfoV2Response = z.object({ available: z.boolean(), options: z.array(ExtensionOption) });
export type ExtensionInfoV2Response = z.infer<typeof ExtensionInfoV2Response>;
export const extensionInfoV2 = endpoint<OrderRef, ExtensionInfoV2Response>(
  '/api/prod/extensionInfoV2',
  ExtensionInfoV2Response,
  { read: true },
);

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
export const RepayChannel = z.object({ id: z.enum(['card', 'terminal', 'transfer']), name: z.string(), nameKz: z.string() });
export type RepayChannel = z.infer<typeof RepayChannel>;
export const RepayChannelsResponse = z.object({ list: z.array(RepayChannel) });
export type RepayChannelsResponse = z.infer<typeof RepayChannelsResponse>;
export const getRepayChannelNameList = endpoint<RepayChannelsRequest, RepayChannelsResponse>(
  '/api/prod/getRepayChannelNameList',
  RepayChannelsResponse,
  { read: true },
);

// POST /api/prod/getPayVoucher: submits a repayment certificate (uploaded with /api/uploadFile/userFile, type 'voucher')
export const PayVoucherRequest = z.object({ orderNo: z.string(), url: z.string() });
export type PayVoucherRequest = z.infer<typeof PayVoucherRequest>;
export const PayVoucherResponse = z.object({
  voucherId: z.string(),
  status: z.enum(['under_review', 'accepted', 'rejected']),
});
export type PayVoucherResponse = z.infer<typeof PayVoucherResponse>;
export const getPayVoucher = endpoint<PayVoucherRequest, PayVoucherResponse>('/api/prod/getPayVoucher', PayVoucherResponse);
