import * as z from 'zod/mini';
import { Coupon, CouponList } from '@/shared/api/coupon';
import { Order, PayLinkResponse } from '@/shared/api/order';
import { Voucher } from '@/shared/api/payment';
import { endpoint } from '@/lib/http';

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
