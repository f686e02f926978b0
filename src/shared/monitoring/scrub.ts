/**
 * What may leave the browser in an error report or a speed measurement, as pure functions
 * (scrub.node.test.ts). An error report keeps what a developer needs (the error's type, message and
 * stack, the route, the release, the device class) and loses anything that could name the borrower:
 * the session token, the phone number, the IIN, names, card numbers, e-mail addresses, an address's
 * query. Text is cut, not dropped, so a stack trace stays readable around what was removed.
 */
import { routeEntry } from '@/config/paths';
import { hashRoute } from '@/utils/hashAddress';

export const REMOVED = '[removed]';
/** Reported for an address that is not a page of the app (a typo, a crafted link): nothing of it. */
export const UNKNOWN_ROUTE = '(unknown)';
const MAX_STRING = 1000;

/** The route of a hash address: '#/pages/login/login?redirect=…' → '/pages/login/login'; '' → the Loans tab. */
export function routeOfHash(hash: string): string {
  return routeEntry(hashRoute(hash))?.path ?? UNKNOWN_ROUTE;
}

/** Values known to be secret in this browser right now (the token, the phone, the names it holds). */
export interface Secrets {
  token?: string;
  phone?: string;
  /** Other strings the session keeps about the borrower (names of contacts, …). */
  other?: readonly string[];
}

const PHONE = /(?:\+?7|8)[\s\-()]*7\d{2}[\s\-()]*\d{3}[\s-]*\d{2}[\s-]*\d{2}/g;
/** 10 digits and more, spaces or dashes between: phone numbers, IINs (12), card numbers (13–19). */
const DIGIT_RUN = /\d(?:[\s-]?\d){9,}/g;
const EMAIL = /[^\s@"'<>()]+@[^\s@"'<>()]+\.[a-z]{2,}/gi;
/** Words in Cyrillic (Russian and Kazakh letters): the app's errors are in English, so these are copy or what a borrower typed, a name among them. */
const CYRILLIC_RUN = /[\u0400-\u04FF]+(?:[\s.-]+[\u0400-\u04FF]+)*/g;
/** A query or a hash's query: may carry an order number, a return address, a vendor's verdict. */
const URL_QUERY = /(https?:\/\/[^\s?#"']*(?:#[^\s?"']*)?)\?[^\s"')]*/g;
const TOKEN_PARAM = /\b(token|authorization|sentry_key)(["']?\s*[:=]\s*["']?)[^\s"'&,;]+/gi;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text with everything personal-looking replaced by [removed], cut at MAX_STRING. */
export function scrubText(text: string, secrets: Secrets = {}): string {
  let out = text;
  const known = [secrets.token, ...(secrets.other ?? [])].filter((s): s is string => typeof s === 'string' && s.trim().length >= 3);
  for (const s of known) out = out.replace(new RegExp(escape(s.trim()), 'gi'), REMOVED);
  const phoneDigits = secrets.phone?.replace(/\D/g, '').slice(-10) ?? '';
  if (phoneDigits.length === 10) {
    // The phone in any writing: digits with anything but digits between them.
    out = out.replace(new RegExp(phoneDigits.split('').join('[^\\d]{0,3}'), 'g'), REMOVED);
  }
  return out
    .replace(TOKEN_PARAM, `$1$2${REMOVED}`)
    .replace(URL_QUERY, '$1')
    .replace(EMAIL, REMOVED)
    .replace(PHONE, REMOVED)
    .replace(DIGIT_RUN, REMOVED)
    .replace(CYRILLIC_RUN, REMOVED)
    .slice(0, MAX_STRING);
}

/** Every string in a JSON-like value scrubbed, in a copy (keys too: an object keyed by a phone is not kept). */
export function scrubDeep<T>(value: T, secrets: Secrets = {}, depth = 0): T {
  if (typeof value === 'string') return scrubText(value, secrets) as T;
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => scrubDeep(v, secrets, depth + 1)) as T;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) out[scrubText(k, secrets)] = scrubDeep(v, secrets, depth + 1);
  return out as T;
}

/** The parts of an error event that identify a person or a request and are never sent. */
const DROPPED = ['user', 'breadcrumbs', 'server_name'] as const;

/**
 * The SDK's own random ids, kept whole when they are plain hex of their length: a run of ten digits in one (one
 * event id in twelve) was taken for a phone, and an id cut that way is no longer the UUID Sentry's server expects.
 */
const HEX_ID = { event_id: 32, trace_id: 32, span_id: 16, parent_span_id: 16 } as const;
const isHexId = (v: unknown, length: number): v is string => typeof v === 'string' && v.length === length && /^[0-9a-f]+$/i.test(v);

/**
 * An error event (the Sentry SDK's shape) as it may leave: no user, breadcrumbs or request data, the
 * page's address reduced to its route, every remaining string scrubbed.
 */
export function scrubEvent<E extends Record<string, unknown>>(event: E, secrets: Secrets, appOrigin: string): E {
  const copy: Record<string, unknown> = { ...event };
  for (const key of DROPPED) delete copy[key];
  const request = copy.request as { url?: unknown } | undefined;
  if (request) {
    const url = typeof request.url === 'string' ? request.url : '';
    copy.request = url.startsWith(appOrigin) ? { url: `${appOrigin}/#${routeOfHash(new URL(url).hash)}` } : {};
  }
  const out = scrubDeep(copy, secrets) as Record<string, unknown>;
  if (isHexId(event.event_id, HEX_ID.event_id)) out.event_id = event.event_id;
  const trace = (event.contexts as { trace?: Record<string, unknown> } | undefined)?.trace;
  const traceOut = (out.contexts as { trace?: Record<string, unknown> } | undefined)?.trace;
  if (trace && traceOut) {
    for (const key of ['trace_id', 'span_id', 'parent_span_id'] as const) if (isHexId(trace[key], HEX_ID[key])) traceOut[key] = trace[key];
  }
  return out as E;
}

/** How capable the phone is, in three classes (what a slow page is compared with): never a model name. */
export type DeviceClass = 'low' | 'mid' | 'high';

export function deviceClass(nav: { hardwareConcurrency?: number; deviceMemory?: number }): DeviceClass {
  const cores = nav.hardwareConcurrency ?? 0;
  const memory = nav.deviceMemory ?? 0; // GB, Chromium only; 0 when unknown
  if ((memory > 0 && memory <= 2) || (cores > 0 && cores <= 4)) return 'low';
  if (memory >= 8 && cores >= 8) return 'high';
  return 'mid';
}

/**
 * A page's error budget: at most `perPage` reports, and the same one (by key) at most once per
 * `sameEveryMs`. A loop that throws on every frame sends one report, not thousands over a data plan.
 */
export function createLimiter(perPage = 10, sameEveryMs = 60_000, now: () => number = Date.now): (key: string) => boolean {
  let sent = 0;
  const last = new Map<string, number>();
  return (key) => {
    const t = now();
    const before = last.get(key);
    if (sent >= perPage || (before !== undefined && t - before < sameEveryMs)) return false;
    sent += 1;
    last.set(key, t);
    return true;
  };
}
