import { lastOrder } from '@/shared/api/orderApi';
import { MOVING_STATUSES, ORDER_POLL_MS } from '@/shared/api/order';
import { keyOf } from '@/shared/api/resources';
import { readQuery } from '@/shared/api/query';

export const lastOrderKey = () => keyOf('orders', 'last');

/** The newest order; polled while it is in review or being paid out, until it settles. */
export const lastOrderQuery = () =>
  readQuery(lastOrderKey(), lastOrder, { page: 1 }, {
    poll: { until: (d) => d.order === null || !MOVING_STATUSES.includes(d.order.status), everyMs: ORDER_POLL_MS },
  });
