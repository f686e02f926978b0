/**
 * What may leave the browser in an analytics event, as pure functions (privacy.node.test.ts).
 *
 * The rule (docs/analytics.md, "Personal data"): an event says which page and which step, which
 * marketing link, whether the borrower is signed in and a pseudonymous id; never a phone number, token,
 * IIN, name, card data or anything typed. Events are built from app facts only; these functions are the
 * second line: addresses lose their queries, unknown paths are not reported, and a value that looks
 * like a phone number, an IIN, a card number, an e-mail address or the session token is dropped.
 */
import { routeEntry, routeTitle } from '@/config/paths';
import { luhnValid } from '@/utils/card';
import { hashRoute } from '@/utils/hashAddress';

/** Spec section 9: max string length 500, max id length 255. */
export const MAX_STRING = 500;
export const MAX_ID = 255;

/** Reported for an address that is not a page of the app (a typo, a crafted link): nothing of it. */
export const UNKNOWN_PAGE = '(unknown)';

/** The route of a hash address: '#/pages/login/login?redirect=…' → '/pages/login/login'; '' → the Loans tab. */
export function routeOf(hash: string): string {
  return routeEntry(hashRoute(hash))?.path ?? UNKNOWN_PAGE;
}

/**
 * The route's title as a text key (the shell's: src/config/paths.ts routeTitle): `title.…` of the pages
 * texts, or `<namespace>:<key>` for a route naming its own; 'title.notFound' for an unknown address.
 */
export function analyticsTitleKey(route: string): string {
  const entry = routeEntry(route);
  return entry ? routeTitle(entry).replace(/^pages:/, '') : 'title.notFound';
}

/**
 * An address as analytics may see it: one of the app's → its origin and route, no query (a query may
 * carry an order number, a return address or a vendor's verdict); another site's → its origin only.
 */
export function safeUrl(href: unknown, appOrigin: string): string {
  if (typeof href !== 'string' || href === '') return '';
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return '';
  if (url.origin !== appOrigin) return `${url.origin}/`;
  return `${url.origin}/#${routeOf(url.hash)}`;
}

const PHONE = /(?:\+?7|8)[\s\-()]*7\d{2}[\s\-()]*\d{3}[\s-]*\d{2}[\s-]*\d{2}/;
const TWELVE_DIGITS = /(?:^|\D)\d{12}(?:\D|$)/; // an IIN
const EMAIL = /[^\s@]+@[^\s@]+\.[^\s@]+/;
const DIGIT_RUN = /\d[\d\s-]{11,22}\d/g;

/** A card number: a run of 13 to 19 digits (spaces or dashes between) that passes Luhn. */
function hasCardNumber(text: string): boolean {
  for (const m of text.matchAll(DIGIT_RUN)) {
    const digits = m[0].replace(/\D/g, '');
    for (let len = 13; len <= 19; len++) {
      for (let i = 0; i + len <= digits.length; i++) if (luhnValid(digits.slice(i, i + len))) return true;
    }
  }
  return false;
}

/** Values known to be secret in this browser right now (the token), checked by inclusion. */
export interface Secrets {
  token?: string;
  phone?: string;
}

/** True when a value must not be sent: it looks like personal data or contains a known secret. */
export function looksPersonal(value: string, secrets: Secrets = {}): boolean {
  if (secrets.token && secrets.token.length >= 8 && value.includes(secrets.token)) return true;
  const phoneDigits = secrets.phone?.replace(/\D/g, '') ?? '';
  if (phoneDigits.length >= 10 && value.replace(/\D/g, '').includes(phoneDigits.slice(-10))) return true;
  return PHONE.test(value) || TWELVE_DIGITS.test(value) || EMAIL.test(value) || hasCardNumber(value);
}

/** An id as the spec allows it: at most 255 characters (the server's limit). */
export function clampId(id: string): string {
  return id.slice(0, MAX_ID);
}

/**
 * Event properties cleaned in place: personal-looking strings removed (the key is kept with the value
 * '[removed]', so a leak shows in the data as a fault to fix, not as silence), strings cut at 500.
 */
export function cleanProperties(props: Record<string, unknown>, secrets: Secrets = {}): void {
  for (const [key, value] of Object.entries(props)) {
    if (typeof value === 'string') {
      props[key] = looksPersonal(value, secrets) ? '[removed]' : value.slice(0, MAX_STRING);
    } else if (Array.isArray(value)) {
      props[key] = value.map((v) => (typeof v === 'string' ? (looksPersonal(v, secrets) ? '[removed]' : v.slice(0, MAX_STRING)) : v));
    } else if (value !== null && typeof value === 'object') {
      cleanProperties(value as Record<string, unknown>, secrets);
    }
  }
}

/** The address properties (the Sensors preset ones) that hold a whole address (the app's or another site's). */
export const URL_PROPERTIES = ['$url', '$referrer', '$latest_referrer', '$first_referrer', '$latest_landing_page'] as const;
