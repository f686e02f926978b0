import * as z from 'zod/mini';

/**
 * An amount of money from the server: whole tenge, never negative (issue 29 L2). A figure that is not is a wrong
 * answer, shown as the read's error state with a retry, never as an amount to pay.
 */
export const Tenge = z.int().check(z.nonnegative());
