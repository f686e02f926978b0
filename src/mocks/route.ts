/** The one wrapper every sandbox endpoint goes through: body parsing, scenarios, session, envelope. */
import { delay, http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import * as z from 'zod/mini';
import { isPagePath } from '@/config/paths';
import { hashRoute } from '@/utils/hashAddress';
import { LOAN_ERROR } from '@/shared/api/order';
import type { Lang } from './data';
import type { SandboxDb } from './db';
import { touchSession } from './domain/consents';
import { OrderStateError } from './domain/lending';
import { isScenario, type Scenario } from './domain/scenarios';
import { ApiFail } from './errors';
import { fingerprint, idempotencyKey, KeyReusedError, once } from './idempotency';
import type { UserRecord } from './model';
import { normalisePhone } from './util';

export const SESSION_CODE = 301;
export const SESSION_MSG = 'Срок действия входа истек';
export const SERVER_ERROR_CODE = 500;
export const INVALID_REQUEST_CODE = 400;
/** The same Idempotency-Key with another body (HTTP 422 too, as the IETF idempotency-key draft has it). */
export const KEY_REUSED_CODE = 422;

/** Header a developer tool may send to force a scenario on one request. */
export const SCENARIO_HEADER = 'x-sandbox-scenario';

export function envelope(code: number, msg: string, data: unknown = null): Response {
  return HttpResponse.json({ code, msg, data } as JsonBodyType);
}

export interface Ctx {
  db: SandboxDb;
  request: Request;
  /** Raw body fields (JSON object, form fields, or multipart text fields). */
  body: Record<string, unknown>;
  form: FormData | null;
  user: UserRecord | null;
  scenario: Scenario;
  now: number;
  lang: Lang;
  /** Origin of the request, for URLs the sandbox hands out (files, vendor pages). */
  origin: string;
}

export interface AuthedCtx extends Ctx {
  user: UserRecord;
}

type BodyKind = 'json' | 'form' | 'multipart';

async function readBody(request: Request, kind: BodyKind): Promise<{ body: Record<string, unknown>; form: FormData | null }> {
  try {
    if (kind === 'multipart') {
      const form = await request.formData();
      const body: Record<string, unknown> = {};
      form.forEach((v, k) => {
        if (typeof v === 'string') body[k] = v;
      });
      return { body, form };
    }
    const text = await request.text();
    if (kind === 'form') return { body: Object.fromEntries(new URLSearchParams(text)), form: null };
    const parsed: unknown = text ? JSON.parse(text) : {};
    return { body: typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {}, form: null };
  } catch {
    return { body: {}, form: null };
  }
}

function langOf(request: Request, body: Record<string, unknown>): Lang {
  const l = typeof body.lang === 'string' ? body.lang : (request.headers.get('accept-language') ?? '');
  return /^(kz|kk)/i.test(l) ? 'kz' : 'ru';
}

interface RouteOptions<Req> {
  /** required: 301 without a known token. optional: a token is used when known, ignored otherwise. */
  auth: 'required' | 'optional' | 'none';
  body?: BodyKind;
  /** Request schema (from the feature's api.ts); a mismatch answers code 400. */
  schema?: z.ZodMiniType<Req>;
  /**
   * The endpoint creates something (`{ creates: true }` in its api.ts): an Idempotency-Key header is
   * required (400 without), and the same key from the same borrower replays the first answer.
   */
  creates?: boolean;
  /**
   * A write that makes something but predates the key (uploads, the newcomer gift claim): an Idempotency-Key,
   * when sent, replays the first answer like a create; without one the call is answered as before.
   */
  replays?: boolean;
}

export function route<Req, Res>(
  db: SandboxDb,
  path: string,
  opts: RouteOptions<Req> & { auth: 'required' },
  fn: (ctx: AuthedCtx, req: Req) => Res | Promise<Res>,
): HttpHandler;
export function route<Req, Res>(
  db: SandboxDb,
  path: string,
  opts: RouteOptions<Req>,
  fn: (ctx: Ctx, req: Req) => Res | Promise<Res>,
): HttpHandler;
export function route<Req, Res>(
  db: SandboxDb,
  path: string,
  opts: RouteOptions<Req>,
  fn: (ctx: AuthedCtx, req: Req) => Res | Promise<Res>,
): HttpHandler {
  // Answers are kept per borrower: a create without one could not be replayed.
  if ((opts.creates || opts.replays) && opts.auth !== 'required') throw new Error(`${path}: a create needs auth 'required'`);
  return http.post(`*${path}`, async ({ request }) => {
    db.sync();
    const { body, form } = await readBody(request, opts.body ?? 'json');
    const headerToken = request.headers.get('token');
    const token = headerToken || (typeof body.token === 'string' ? body.token : '');
    const user = opts.auth === 'none' ? null : db.userByToken(token);
    const phone = user?.phone ?? normalisePhone(body.phone);
    const forced = request.headers.get(SCENARIO_HEADER);
    const scenario: Scenario = isScenario(forced) ? forced : db.getScenario(phone ?? undefined);

    if (scenario === 'slow') await delay(db.timing().slowMs);
    if (scenario === 'server_error') return envelope(SERVER_ERROR_CODE, 'Internal server error');

    if (opts.auth === 'required') {
      if (user && scenario === 'session_expired') {
        // The token dies now; the scenario fires once (unless forced per request by the header).
        db.invalidateToken(token);
        if (!isScenario(forced)) db.scenarioFired(user.phone);
        db.commit();
        return envelope(SESSION_CODE, SESSION_MSG);
      }
      if (!user) return envelope(SESSION_CODE, SESSION_MSG);
    }

    try {
      if (user) db.tick(user);
      // The devices list's «last seen».
      if (user) touchSession(db.state, token, db.now());

      const key = opts.creates || opts.replays ? idempotencyKey(request) : null;
      if (opts.creates && !key) return envelope(INVALID_REQUEST_CODE, 'invalid request: Idempotency-Key header required');

      let req: Req;
      if (opts.schema) {
        const parsed = opts.schema.safeParse(body);
        if (!parsed.success) {
          const where = parsed.error.issues.map((i) => i.path.join('.') || '(body)').join(', ');
          return envelope(INVALID_REQUEST_CODE, `invalid request: ${where}`);
        }
        req = parsed.data;
      } else {
        req = body as Req;
      }

      // With auth 'required' the user is known here; the overloads give the handler the narrower type.
      const ctx = {
        db,
        request,
        body,
        form,
        user,
        scenario,
        now: db.now(),
        lang: langOf(request, body),
        origin: new URL(request.url).origin,
      } as AuthedCtx;

      let data: Res;
      if (key && user) {
        data = await once(user, path, key, ctx.now, () => fn(ctx, req), fingerprint(body));
      } else {
        data = await fn(ctx, req);
      }
      return envelope(0, 'success', data ?? {});
    } catch (e) {
      if (e instanceof ApiFail) return envelope(e.code, e.message);
      if (e instanceof KeyReusedError) {
        return HttpResponse.json({ code: KEY_REUSED_CODE, msg: 'Idempotency-Key reused with another request body', data: null }, { status: 422 });
      }
      if (e instanceof OrderStateError) return envelope(LOAN_ERROR.wrongOrderState, e.message);
      console.error('[sandbox] handler crashed', path, e);
      return envelope(SERVER_ERROR_CODE, 'Internal server error');
    } finally {
      // Whatever happened (a tick, a refused request that still counted an attempt), it is saved.
      db.commit();
    }
  });
}

/**
 * Builds a link to a fake vendor page that returns to `returnUrl`, in the borrower's language (`lang`: the
 * page shows its Kazakh texts for 'kz'), as a real vendor is told the language by the lender's server.
 */
/**
 * The way back from a vendor page (docs/api.md, "Return addresses"; issue 29 L4): the client's `returnUrl` only
 * when it is on the app's own origin and opens one of the app's pages (its hash route); anything else (another
 * site, `javascript:`, a dialog, an unknown route) is ignored for the app's Loans tab, so a payment link never
 * sends a borrower off the app from the provider's trusted page.
 */
export function safeReturnUrl(ctx: Pick<Ctx, 'origin'>, returnUrl: string | undefined): string {
  const fallback = `${ctx.origin}/#/`;
  if (!returnUrl) return fallback;
  let u: URL;
  try {
    u = new URL(returnUrl);
  } catch {
    return fallback;
  }
  if (u.origin !== ctx.origin || u.username || u.password) return fallback;
  const route = hashRoute(u.hash);
  return isPagePath(route) ? u.toString() : fallback;
}

export function vendorUrl(ctx: Ctx, page: 'payment' | 'liveness' | 'contract' | 'document' | 'card', params: Record<string, string | number>, returnUrl?: string): string {
  const url = new URL(`/__sandbox/vendor/${page}.html`, ctx.origin);
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, String(v));
  url.searchParams.set('lang', ctx.lang);
  // The way back, checked; a page opened without one (a document) gets none.
  if (returnUrl !== undefined) url.searchParams.set('return', safeReturnUrl(ctx, returnUrl));
  return url.toString();
}

export function fileUrl(ctx: Ctx, id: string): string {
  return new URL(`/__sandbox/files/${id}`, ctx.origin).toString();
}
