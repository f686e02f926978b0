import * as z from 'zod/mini';
import { OrderRef, OrderStatus, Payment } from '@/shared/api/order';
import { endpoint } from '@/lib/http';
import { Tenge } from '@/shared/api/tenge';
import { REPAY_INFO_PATH } from '@/shared/api/earlyReads';

/**
 * What is owed on an order now, and the state of its last payment and certificate. Shared: the repayment
 * feature shows and pays it, the extension feature confirms its fee payment with `lastPayment`.
 */

/** A payment certificate (bank transfer) sent with getPayVoucher, as the company's check of it stands. */
export const Voucher = z.object({
  voucherId: z.string(),
  status: z.enum(['under_review', 'accepted', 'rejected']),
  /** Tenge the borrower said they transferred. */
  amount: Tenge,
  createdAt: z.string(),
});
export type Voucher = z.infer<typeof Voucher>;


// POST /api/prod/repayInfo: what is owed today, itemised, and the last payment (confirm after a vendor page)
export const RepayInfoResponse = z.object({
  orderNo: z.string(),
  status: OrderStatus,
  /** Principal, tenge. */
  principal: Tenge,
  /** Reward accrued to today (an early repayment pays only the days used). */
  interest: Tenge,
  serviceFee: Tenge,
  /** Overdue charge (пеня) to today. */
  penalty: Tenge,
  /** Coupon discounts. */
  discount: Tenge,
  /** Already paid by partial repayments. */
  paid: Tenge,
  /** Owed today: principal + interest + serviceFee + penalty - discount - paid (0 once repaid). */
  repayAmount: Tenge,
  /** Owed on the due date if nothing is paid before; equals repayAmount once overdue. */
  dueDateAmount: Tenge,
  /** 'YYYY-MM-DD' */
  dueDate: z.nullable(z.string()),
  overdueDays: Tenge,
  /** Whether a payment below repayAmount is accepted now, and the smallest one. */
  partialAllowed: z.boolean(),
  minPayment: Tenge,
  lastPayment: z.nullable(Payment),
  /** The newest payment certificate of this order. */
  voucher: z.nullable(Voucher),
});
export type RepayInfoResponse = z.infer<typeof RepayInfoResponse>;
export const repayInfo = endpoint<OrderRef, RepayInfoResponse>(REPAY_INFO_PATH, RepayInfoResponse, { read: true });
