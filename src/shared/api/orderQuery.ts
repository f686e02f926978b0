import { lastOrder } from '@/shared/api/orderApi';
import { ORDER_POLL } from '@/shared/api/order';
import { keyOf } from '@/shared/api/resources';
import { readQuery } from '@/shared/api/query';

export const lastOrderKey = () => keyOf('orders', 'last');

/** The newest order; polled while it is in review or being paid out, until it settles. */
export const lastOrderQuery = () =>
  readQuery(lastOrderKey(), lastOrder, { page: 1 }, { poll: ORDER_POLL });
