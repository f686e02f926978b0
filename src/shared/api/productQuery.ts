import { productInfoForH5 } from '@/shared/api/product';
import { keyOf } from '@/shared/api/resources';
import { readQuery } from '@/shared/api/query';

export const productKey = () => keyOf('product', 'h5');

/**
 * The product as the server publishes it (works signed out): the Loans tab's calculator, the landing
 * pages, the instructions; signed in, also the borrower's quota and loyalty. One key, one cached answer.
 */
export const productQuery = (opts: { enabled?: boolean } = {}) =>
  readQuery(productKey(), productInfoForH5, undefined, { localized: true, ...opts });
