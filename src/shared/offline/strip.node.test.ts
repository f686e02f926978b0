import { describe, expect, it } from 'vitest';
import { testOrder } from '../../../tests/kits/order';
import type { RepayInfoResponse } from '@/shared/api/payment';
import { keptOrderList, keptRepayChannels, keptRepayInfo } from '@/shared/offline/strip';

/** What a server could add to an answer one day (or a broken one send): none of it may be kept. */
const INJECTED = {
  cardNumber: '4400430000000001',
  pan: '4400 4300 0000 0001',
  iin: '900101300123',
  token: 'tok-secret-123',
  name: 'Айгерим Сапарова',
};
const leaks = (kept: unknown) => Object.values(INJECTED).filter((v) => JSON.stringify(kept).includes(v));

const repay: RepayInfoResponse = {
  orderNo: 'BZ2612010001',
  status: 'awaiting_repayment',
  principal: 30_000,
  interest: 45,
  serviceFee: 0,
  penalty: 0,
  discount: 0,
  paid: 0,
  repayAmount: 30_045,
  dueDateAmount: 31_200,
  dueDate: '2026-12-10',
  overdueDays: 0,
  partialAllowed: true,
  minPayment: 1_000,
  lastPayment: { ref: 'pay-ref-77', kind: 'repay', amount: 5_000, status: 'success', createdAt: '2026-11-26T10:00:00Z' },
  voucher: { voucherId: 'v1', status: 'under_review', amount: 2_000, createdAt: '2026-11-26T09:00:00Z' },
};

describe("the repayment page's answer as kept", () => {
  it('keeps every figure the page shows', () => {
    const { lastPayment: _, ...figures } = repay;
    expect(keptRepayInfo(repay, repay.orderNo)).toEqual({ ...figures, lastPayment: null });
  });

  it('keeps no field it does not list: a card number, an IIN, a token or a name in the answer or its certificate is dropped', () => {
    const answer = { ...repay, ...INJECTED, card: { bankName: 'Kaspi', last4: '9876', number: INJECTED.cardNumber }, voucher: { ...repay.voucher!, ...INJECTED } };
    const kept = keptRepayInfo(answer, repay.orderNo);
    expect(leaks(kept)).toEqual([]);
    expect(kept).not.toHaveProperty('card');
    expect(JSON.stringify(kept)).not.toMatch(/9876|Kaspi/);
  });

  it("never keeps the last card payment (its verdict is the server's) nor an answer about another order", () => {
    expect(JSON.stringify(keptRepayInfo(repay, repay.orderNo))).not.toContain('pay-ref-77');
    expect(keptRepayInfo(repay, 'BZ-other')).toBeNull();
    expect(keptRepayInfo('nonsense', repay.orderNo)).toBeNull();
  });
});

describe("My loans' answer as kept", () => {
  const pages = (list: unknown[][]) => ({
    pages: list.map((l, i) => ({ list: l, total: 11, page: i + 1, pageSize: 10 })),
    pageParams: list.map((_, i) => i + 1),
  });

  it('keeps the first page of orders with their figures, without the card', () => {
    const order = testOrder('awaiting_repayment', { card: { bankName: 'Halyk', last4: '4242' } });
    const kept = keptOrderList(pages([[order], [testOrder('repaid', { orderNo: 'BZ-second-page' })]])) as ReturnType<typeof pages>;
    expect(kept.pageParams).toEqual([1]);
    expect(kept.pages).toHaveLength(1);
    expect(kept.pages[0]).toMatchObject({ total: 11, page: 1, pageSize: 10, list: [{ orderNo: order.orderNo, repayAmount: order.repayAmount, dueDate: order.dueDate, card: null }] });
    expect(JSON.stringify(kept)).not.toMatch(/4242|Halyk|BZ-second-page/);
  });

  it('keeps no field it does not list: a card number, an IIN, a token or a name in an order or the page is dropped', () => {
    const order = { ...testOrder('overdue'), ...INJECTED };
    const answer = pages([[order]]);
    Object.assign(answer.pages[0]!, INJECTED);
    expect(leaks(keptOrderList(answer))).toEqual([]);
  });

  it('keeps nothing of an answer that is not pages of orders', () => {
    expect(keptOrderList({ list: [testOrder('repaid')] })).toBeNull();
    expect(keptOrderList(null)).toBeNull();
  });
});

describe('the names of the ways to pay as kept', () => {
  const list = [
    { id: 'card', name: 'Картой', nameKz: 'Картамен' },
    { id: 'terminal', name: 'Через терминал', nameKz: 'Терминал арқылы' },
  ];

  it('keeps each known way with both its names', () => {
    expect(keptRepayChannels({ list })).toEqual({ list });
  });

  it('keeps no field it does not list, no way the app does not know and no name that is not text', () => {
    const answer = { ...INJECTED, list: [{ ...INJECTED, ...list[0] }, { id: 'crypto', name: 'x', nameKz: 'x' }, { id: 'transfer', name: 5, nameKz: 'x' }] };
    expect(keptRepayChannels(answer)).toEqual({ list: [list[0]] });
    expect(leaks(keptRepayChannels(answer))).toEqual([]);
    expect(keptRepayChannels({ list: [] })).toBeNull();
    expect(keptRepayChannels(null)).toBeNull();
  });
});
