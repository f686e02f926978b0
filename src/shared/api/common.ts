import * as z from 'zod/mini';

/** `data` of calls that answer nothing useful; some servers send null, some {}. */
export const Empty = z.nullish(z.looseObject({}));
export type Empty = z.infer<typeof Empty>;
