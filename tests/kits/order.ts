import type { Order, OrderStatus } from '@/shared/api/order';

/** An order as the server answers it (tests only): 30 000 ₸ for 14 days, with what each status carries. */
export function testOrder(status: OrderStatus, over: Partial<Order> = {}): Order {
  const paidOut = !['awaiting_payout', 'payout_in_progress', 'failed'].includes(status);
  return {
    orderNo: 'BZ2612010001',
    status,
    amount: 30_000,
    days: 14,
    interest: 630,
    serviceFee: 0,
    penalty: 0,
    discount: 0,
    repayAmount: status === 'repaid' ? 0 : 30_630,
    receiveAmount: 30_000,
    createdAt: '2026-11-20T10:00:00.000Z',
    dueDate: paidOut ? '2026-12-04' : null,
    overdueDays: status === 'overdue' ? 2 : 0,
    reapplyAt: null,
    supplement: null,
    card: { bankName: 'Kaspi Bank', last4: '1234' },
    failReason: status === 'failed' ? 'card_declined' : null,
    repaidAt: status === 'repaid' ? '2026-11-30T10:00:00.000Z' : null,
    ...over,
  };
}
