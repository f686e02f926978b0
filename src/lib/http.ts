import axios, { AxiosError, type AxiosInstance, type AxiosProgressEvent, type AxiosResponse } from 'axios';
import * as z from 'zod/mini';
import { env } from '@/config/env';
import { httpHooks, reportSessionExpired } from '@/lib/http-hooks';
import { ApiError, SESSION_EXPIRED_CODE, UPLOAD_ERROR_CODE } from '@/lib/api-error';
import { e2eLimit } from '@/lib/test-limits';

export { ApiError, isApiError, UPLOAD_ERROR_CODE, SESSION_EXPIRED_CODE, type ApiErrorKind } from '@/lib/api-error';
export const REQUEST_TIMEOUT_MS = 60_000;

/**
 * How long a call waits for its answer: 60 s (REQUEST_TIMEOUT_MS). Only an e2e build lets a browser test
 * lower it (src/lib/test-limits.ts), so timeouts are tested without waiting 60 s; production drops that.
 */
export function requestTimeoutMs(): number {
  return e2eLimit('__E2E_REQUEST_TIMEOUT_MS__') ?? (client.defaults.timeout || REQUEST_TIMEOUT_MS);
}

export { configureHttp, resetSessionExpiry, type HttpHooks } from '@/lib/http-hooks';

export const client: AxiosInstance = axios.create({
  baseURL: env.apiBaseUrl,
  timeout: REQUEST_TIMEOUT_MS,
  // Spec: a non-200 status is an error; we classify it ourselves.
  validateStatus: () => true,
});

const Envelope = z.object({
  code: z.number(),
  msg: z.optional(z.nullable(z.string())),
  data: z.optional(z.unknown()),
});

export type BodyKind = 'json' | 'form' | 'upload' | 'bury2';

export interface CallOptions {
  signal?: AbortSignal;
  onUploadProgress?: (fraction: number) => void;
  /** Sent as Idempotency-Key so a retried create makes one record. */
  idempotencyKey?: string;
  /** This token instead of the session's: logout is sent for a session this tab has already cleared. */
  token?: string;
}

function relative(path: string): string {
  return path.replace(/^\//, '');
}

function headers(kind: BodyKind, token: string, idempotencyKey?: string): Record<string, string> {
  const h: Record<string, string> = { app: env.countryCode, ...(httpHooks().extraHeaders?.() ?? {}) };
  if (token) h.token = token;
  if (idempotencyKey) h['Idempotency-Key'] = idempotencyKey;
  if (kind === 'json' || kind === 'bury2') h['Content-Type'] = 'application/json';
  if (kind === 'form') h['Content-Type'] = 'application/x-www-form-urlencoded';
  return h;
}

function encodeBody(kind: BodyKind, payload: Record<string, unknown> | FormData | undefined, token: string) {
  if (kind === 'upload') {
    const form = payload instanceof FormData ? payload : new FormData();
    for (const [k, v] of Object.entries(httpHooks().commonFields())) if (!form.has(k)) form.append(k, String(v));
    form.set('token', token);
    return form;
  }
  const data = (payload ?? {}) as Record<string, unknown>;
  if (kind === 'bury2') {
    // Spec: /bury2/add uses type and type2 instead of the usual extras.
    return JSON.stringify({ ...data });
  }
  const body = { ...httpHooks().commonFields(), token, ...data };
  if (kind === 'form') {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(body)) {
      if (v !== undefined && v !== null) params.append(k, typeof v === 'object' ? JSON.stringify(v) : String(v));
    }
    return params.toString();
  }
  return JSON.stringify(body);
}

/**
 * POSTs to the API and returns `data` of a code-0 answer, or throws ApiError.
 * The response `data` is parsed with `schema` here, at the edge.
 */
export async function call<T>(
  path: string,
  schema: z.ZodMiniType<T>,
  payload?: Record<string, unknown> | FormData,
  kind: BodyKind = 'json',
  options: CallOptions = {},
): Promise<T> {
  const early = takeEarlyRead(path, payload, kind, options);
  const token = early?.token ?? options.token ?? httpHooks().token();
  const response = await (early?.response ?? send(path, payload, kind, options, token));
  const data = answerData(response, path, kind, token);
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    if (import.meta.env.DEV) console.warn(`[api] ${path} response does not match its schema`, parsed.error.issues);
    throw new ApiError('parse', path, { code: 0 });
  }
  return parsed.data;
}

/** How long a read asked for early waits for the call that takes it; after that the call asks again. */
export const EARLY_READ_MAX_AGE_MS = 15_000;
interface EarlyRead {
  token: string;
  /** The request body's fields, in one order: a call with the same ones, in any order, is the same read. */
  body: string;
  at: number;
  response: Promise<AxiosResponse>;
}
const bodyOf = (payload: Record<string, unknown> | undefined) => JSON.stringify(Object.entries(payload ?? {}).sort(([a], [b]) => (a < b ? -1 : 1)));
const earlyReads = new Map<string, EarlyRead>();

/**
 * Sends a read (a JSON body of `payload`'s fields, or none) now, before the code that will call it has arrived:
 * a returning borrower's screen on a start (src/shared/api/earlyReads.ts), so its answer does not wait for the
 * screen's code on a first visit on this device. The first call of `path` in the same session within
 * EARLY_READ_MAX_AGE_MS takes this response (or its failure) if it sends the same fields, instead of asking
 * again, and reads it as any call does: a session's end, a server's error and the schema are handled then, by
 * the screen that asked, never before it is there.
 */
export function readEarly(path: string, payload?: Record<string, unknown>): void {
  const token = httpHooks().token();
  if (!token || earlyReads.has(path)) return;
  const response = send(path, payload, 'json', {}, token);
  // The call that takes it sees the failure; one that nobody takes is not an error of its own.
  response.catch(() => undefined);
  earlyReads.set(path, { token, body: bodyOf(payload), at: Date.now(), response });
}

/** The early read of `path`, once, if this call is the same read in the same session and it is recent. */
function takeEarlyRead(path: string, payload: Record<string, unknown> | FormData | undefined, kind: BodyKind, options: CallOptions): EarlyRead | null {
  const early = earlyReads.get(path);
  if (!early) return null;
  earlyReads.delete(path);
  const sameRead =
    kind === 'json' && !(payload instanceof FormData) && early.body === bodyOf(payload) && options.token === undefined && early.token === httpHooks().token();
  return sameRead && Date.now() - early.at <= EARLY_READ_MAX_AGE_MS ? early : null;
}

/** One POST with our deadline and the caller's abort; a failure to get any answer is thrown as ApiError. */
async function send(path: string, payload: Record<string, unknown> | FormData | undefined, kind: BodyKind, options: CallOptions, token: string): Promise<AxiosResponse> {
  // Our own deadline: it works with every adapter and in-app browser, and tells timeout from abort.
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, requestTimeoutMs());
  const onCallerAbort = () => controller.abort();
  if (options.signal?.aborted) controller.abort();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    return await client.post(relative(path), encodeBody(kind, payload, token), {
      headers: headers(kind, token, options.idempotencyKey),
      signal: controller.signal,
      onUploadProgress: options.onUploadProgress
        ? (e: AxiosProgressEvent) => options.onUploadProgress?.(e.total ? e.loaded / e.total : 0)
        : undefined,
      transformResponse: (raw: unknown) => {
        if (typeof raw !== 'string') return raw;
        try {
          return JSON.parse(raw);
        } catch {
          return raw;
        }
      },
    });
  } catch (e) {
    throw timedOut ? new ApiError('timeout', path) : classifyTransport(e, path, kind);
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** The `data` of a code-0 answer to a call made with `token`, before any schema; or throws ApiError (a session's end reported). */
function answerData(response: AxiosResponse, path: string, kind: BodyKind, token: string): unknown {
  if (response.status === 501) {
    reportSessionExpired(token);
    throw new ApiError('session', path, { status: 501 });
  }
  if (response.status !== 200) {
    throw new ApiError(kind === 'upload' ? 'upload' : 'http', path, {
      status: response.status,
      code: kind === 'upload' ? UPLOAD_ERROR_CODE : undefined,
    });
  }
  const envelope = Envelope.safeParse(response.data);
  if (!envelope.success) throw new ApiError('parse', path, { status: 200 });
  const { code, msg, data } = envelope.data;
  if (code === SESSION_EXPIRED_CODE) {
    reportSessionExpired(token);
    throw new ApiError('session', path, { code, serverMessage: msg ?? undefined });
  }
  if (code !== 0) {
    throw new ApiError(code === UPLOAD_ERROR_CODE ? 'upload' : 'server', path, {
      code,
      serverMessage: msg ?? undefined,
    });
  }
  return data;
}

function classifyTransport(e: unknown, path: string, kind: BodyKind): ApiError {
  if (axios.isCancel(e) || (e instanceof AxiosError && e.code === AxiosError.ERR_CANCELED)) {
    return new ApiError('abort', path);
  }
  if (e instanceof AxiosError && (e.code === AxiosError.ECONNABORTED || e.code === AxiosError.ETIMEDOUT)) {
    return new ApiError('timeout', path);
  }
  // No answer at all is said as such for an upload too (it keeps the upload's failure code, 602001).
  return new ApiError('network', path, kind === 'upload' ? { code: UPLOAD_ERROR_CODE } : {});
}

/** What every declared endpoint carries besides being callable: its path, kind and response schema. */
interface EndpointInfo<Res> {
  readonly path: string;
  /** Reads may be retried by React Query on transient failure and placed in `queryOptions`. */
  readonly read: boolean;
  /** Creates a record: every call must carry an Idempotency-Key (kept with the form's draft). */
  readonly creates: boolean;
  readonly schema: z.ZodMiniType<Res>;
}

/** A call that only reads: the only kind `readQuery` (src/shared/api/query.ts) accepts. */
export interface ReadEndpoint<Req, Res> extends EndpointInfo<Res> {
  (req: Req, options?: CallOptions): Promise<Res>;
  readonly read: true;
  readonly creates: false;
}

/** A call with a side effect: never retried by itself. */
export interface WriteEndpoint<Req, Res> extends EndpointInfo<Res> {
  (req: Req, options?: CallOptions): Promise<Res>;
  readonly read: false;
  readonly creates: false;
}

/** A call that creates something (an order, a payment, a feedback message): the key is required by type. */
export interface CreateEndpoint<Req, Res> extends EndpointInfo<Res> {
  (req: Req, options: CallOptions & { idempotencyKey: string }): Promise<Res>;
  readonly read: false;
  readonly creates: true;
}

export type AnyEndpoint<Req, Res> = ReadEndpoint<Req, Res> | WriteEndpoint<Req, Res> | CreateEndpoint<Req, Res>;

type Kind = { kind?: Exclude<BodyKind, 'upload'> };

/**
 * Declares one endpoint: its path, request type and response schema, once. `{ read: true }` makes a
 * read, `{ creates: true }` a create (Idempotency-Key required); anything else is a plain write.
 */
export function endpoint<Req extends Record<string, unknown> | void, Res>(
  path: string,
  schema: z.ZodMiniType<Res>,
  opts: Kind & { read: true },
): ReadEndpoint<Req, Res>;
export function endpoint<Req extends Record<string, unknown> | void, Res>(
  path: string,
  schema: z.ZodMiniType<Res>,
  opts: Kind & { creates: true },
): CreateEndpoint<Req, Res>;
export function endpoint<Req extends Record<string, unknown> | void, Res>(
  path: string,
  schema: z.ZodMiniType<Res>,
  opts?: Kind,
): WriteEndpoint<Req, Res>;
export function endpoint<Req extends Record<string, unknown> | void, Res>(
  path: string,
  schema: z.ZodMiniType<Res>,
  opts: Kind & { read?: boolean; creates?: boolean } = {},
): AnyEndpoint<Req, Res> {
  const fn = (req: Req, options?: CallOptions) =>
    call(path, schema, (req ?? undefined) as Record<string, unknown> | undefined, opts.kind ?? 'json', options);
  return Object.assign(fn, { path, read: opts.read === true, creates: opts.creates === true, schema }) as AnyEndpoint<Req, Res>;
}

/** Multipart upload endpoint: a FormData body, progress, failure code 602001. */
export function uploadEndpoint<Res>(path: string, schema: z.ZodMiniType<Res>) {
  const fn = (form: FormData, options?: CallOptions) => call(path, schema, form, 'upload', options);
  return Object.assign(fn, { path, read: false as const, creates: false as const, schema });
}
