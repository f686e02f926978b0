import { describe, expect, it } from 'vitest';
import { OrderStatus, orderSettled } from '@/shared/api/order';

describe('an order has settled', () => {
  it('when there is none, or its status does not move on by itself (review and payout do)', () => {
    const moving = OrderStatus.options.filter((status) => !orderSettled({ order: { status } }));
    expect(moving.sort()).toEqual(['awaiting_payout', 'payout_in_progress', 'under_review']);
    expect(orderSettled({ order: null })).toBe(true);
  });
});
