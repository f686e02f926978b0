/**
 * The offer's real terms from the server: the shared product query (the Loans tab's calculator reads the same
 * cached answer). Only the lazily loaded offer blocks import this module: the HTTP client and the schemas are
 * not part of a landing page's first paint.
 */
export { productQuery } from '@/shared/api/productQuery';
