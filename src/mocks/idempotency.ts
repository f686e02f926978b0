/**
 * Idempotent creates: an endpoint declared `{ creates: true }` in its feature's api.ts gets an
 * Idempotency-Key header on every call. The same key from the same borrower on the same path answers the
 * first answer again and creates nothing, so a retry after a lost answer cannot make a second order or
 * payment. Only successes are kept: a refusal created nothing, and a retry may succeed once the reason is gone.
 * The same key with another request body answers 422 (the IETF idempotency-key draft): a client that reused a
 * key for another amount must not get the first payment link back as if it were the new one.
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

/** The same key was sent with another body than the first time (answered 422). */
export class KeyReusedError extends Error {}

/**
 * Fields every call carries that say nothing about what is asked (the token, which a sign-in in between
 * changes; device and attribution fields, src/stores/tracking.ts commonFields): left out of the comparison.
 */
const CONTEXT_FIELDS = new Set([
  'token', 'lang', 'app', 'version', 'from', 'webSource', 'platform', 'model', 'userAgent', 'deviceId', 'channel', 'analytics',
  'ga4InstanceId', 'fbp', 'fbc', 'ttp', 'ttclid', 'sourceid', 'transaction_id', 'utm_term', 'appsflyer_id', 'devgaid', 'gaid',
]);

const sorted = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(sorted)
    : v && typeof v === 'object'
      ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, sorted((v as Record<string, unknown>)[k])]))
      : v;

/** What a create asked for, comparable across retries: its fields but the context ones, keys in order. */
export function fingerprint(body: Record<string, unknown>): string {
  const asked = Object.fromEntries(Object.entries(body).filter(([k, v]) => !CONTEXT_FIELDS.has(k) && v !== undefined));
  return JSON.stringify(sorted(asked));
}

/** Creates running now, so that a duplicate arriving before the first answer waits for it. */
const inflight = new Map<string, Promise<unknown>>();
const inflightBody = new Map<string, string>();

export async function once<T>(
  user: UserRecord,
  path: string,
  key: string,
  now: number,
  create: () => T | Promise<T>,
  body?: string,
): Promise<T> {
  const slot = `${path} ${key}`;
  const saved = user.idempotency[slot];
  if (saved) {
    if (body !== undefined && saved.body !== undefined && saved.body !== body) throw new KeyReusedError(path);
    return copy(saved.data) as T;
  }
  const flight = `${user.id} ${slot}`;
  const running = inflight.get(flight);
  if (running) {
    if (body !== undefined && inflightBody.get(flight) !== body) throw new KeyReusedError(path);
    return copy(await running) as T;
  }
  const promise = (async () => {
    const data = await create();
    user.idempotency[slot] = { path, data: copy(data), at: now, ...(body !== undefined ? { body } : {}) };
    return data;
  })();
  inflight.set(flight, promise);
  if (body !== undefined) inflightBody.set(flight, body);
  try {
    return await promise;
  } finally {
    inflight.delete(flight);
    inflightBody.delete(flight);
  }
}
