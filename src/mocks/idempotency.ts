/**
 * Idempotent creates: an endpoint declared `{ creates: true }` in its feature's api.ts gets an
 * Idempotency-Key header on every call. The same key from the same borrower on the same path answers the
 * first answer again and creates nothing, so a retry after a lost answer cannot make a second order or
 * payment. Only successes are kept: a refusal created nothing, and a retry may succeed once the reason is gone.
 */
import type { UserRecord } from './model';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
const MAX_KEY_LENGTH = 255;

/** The request's key, or null when it is missing or unusable. */
export function idempotencyKey(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_HEADER)?.trim() ?? '';
  return key && key.length <= MAX_KEY_LENGTH ? key : null;
}

/** Answers are JSON: a copy keeps the stored one safe from whoever edits what it was given. */
const copy = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

/** Creates running now, so that a duplicate arriving before the first answer waits for it. */
const inflight = new Map<string, Promise<unknown>>();

export async function once<T>(user: UserRecord, path: string, key: string, now: number, create: () => T | Promise<T>): Promise<T> {
  const slot = `${path} ${key}`;
  const saved = user.idempotency[slot];
  if (saved) return copy(saved.data) as T;
  const flight = `${user.id} ${slot}`;
  const running = inflight.get(flight);
  if (running) return copy(await running) as T;
  const promise = (async () => {
    const data = await create();
    user.idempotency[slot] = { path, data: copy(data), at: now };
    return data;
  })();
  inflight.set(flight, promise);
  try {
    return await promise;
  } finally {
    inflight.delete(flight);
  }
}
