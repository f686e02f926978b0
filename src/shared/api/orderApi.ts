import * as z from 'zod/mini';
import { Order } from '@/shared/api/order';
import { endpoint } from '@/lib/http';

// POST /api/loan/lastOrder: the newest order (spec: payload page=1). Read by the Loans tab and by the
// screens that act on an order from another feature (the supplement photos).
export const LastOrderRequest = z.object({ page: z.number() });
export type LastOrderRequest = z.infer<typeof LastOrderRequest>;
export const LastOrderResponse = z.object({ order: z.nullable(Order) });
export type LastOrderResponse = z.infer<typeof LastOrderResponse>;
export const lastOrder = endpoint<LastOrderRequest, LastOrderResponse>('/api/loan/lastOrder', LastOrderResponse, {
  read: true,
});
