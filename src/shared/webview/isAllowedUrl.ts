/**
 * The iframe allow-list. Pure functions, unit-tested: a URL is loaded only when it is http(s), carries
 * no user name or password, and its origin is exactly the app's own origin or one on the list.
 *
 * Deliberately strict:
 * - Leading or trailing spaces, control characters, whitespace and backslashes anywhere make the URL
 *   invalid instead of being "fixed": the URL parser would silently strip or reinterpret them, and a URL
 *   that needs cleaning did not come from a trustworthy place.
 * - Origins are compared whole (scheme, host, port), after the same parsing the browser does, so
 *   'https://good.kz.evil.com', 'https://good.kz@evil.com', 'http://good.kz' (for an https entry) and
 *   'https://good.kz:8443' do not pass for 'https://good.kz'. No wildcards.
 * - A relative URL ('/privacy.html') is resolved against the app's own origin and then checked like
 *   any other; '//evil.com' resolves to evil.com and fails.
 */

// C0 controls, DEL, all Unicode whitespace and the backslash.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const UNSAFE = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff\\]/;

function originOf(value: string): string | null {
  try {
    const u = new URL(value.trim());
    if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
    return u.origin;
  } catch {
    return null;
  }
}

/** Returns the parsed URL when it may be shown in an iframe, else null. */
export function parseAllowedUrl(url: unknown, allowedOrigins: readonly string[], selfOrigin: string): URL | null {
  if (typeof url !== 'string' || url.length === 0 || UNSAFE.test(url)) return null;
  const self = originOf(selfOrigin);
  let parsed: URL;
  try {
    parsed = self ? new URL(url, self) : new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (parsed.username !== '' || parsed.password !== '') return null;
  if (self && parsed.origin === self) return parsed;
  const allowed = new Set(allowedOrigins.map(originOf).filter((o): o is string => o !== null));
  return allowed.has(parsed.origin) ? parsed : null;
}

export function isAllowedUrl(url: unknown, allowedOrigins: readonly string[], selfOrigin: string): boolean {
  return parseAllowedUrl(url, allowedOrigins, selfOrigin) !== null;
}

/**
 * What a framed page is trusted to do:
 * - 'document': a page to read (privacy policy and other static pages the app ships). No scripts.
 * - 'vendor': a web app of the lender or a vendor (payment, terminal, liveness, contract signing).
 * By default a page on the app's own origin is a 'document' and any other allowed origin a 'vendor'.
 */
export type FrameKind = 'document' | 'vendor';

/**
 * The sandbox for an allowed URL: the fewest permissions that let each kind of page work.
 *
 * - 'document' gets an empty sandbox (every restriction): the app's static pages need no scripts,
 *   forms or storage, and so run in an opaque origin that can reach nothing of the app.
 * - 'vendor' gets "allow-scripts allow-forms allow-same-origin allow-top-navigation-by-user-activation":
 *   payment and liveness pages are scripted forms that keep cookies, storage and API calls on *their*
 *   origin (allow-same-origin means their own origin; being cross-origin they still cannot touch the
 *   app's storage or DOM), and they return the borrower to the app by navigating the top window after
 *   a tap (by-user-activation: never on their own, so a page cannot silently carry the app away).
 * - A 'vendor' page on the app's own origin (the sandbox's fake vendor pages) never gets scripts and
 *   same-origin together: with both it would be the app itself, able to read the session token. It
 *   runs scripted in an opaque origin instead (no allow-same-origin).
 * - Never granted: allow-popups (no new windows), allow-modals, allow-downloads, allow-pointer-lock,
 *   allow-top-navigation without user activation.
 */
export function sandboxFor(url: URL, selfOrigin: string, kind?: FrameKind): string {
  const sameOrigin = url.origin === originOf(selfOrigin);
  const resolved = kind ?? (sameOrigin ? 'document' : 'vendor');
  if (resolved === 'document') return '';
  return sameOrigin
    ? 'allow-scripts allow-forms allow-top-navigation-by-user-activation'
    : 'allow-scripts allow-forms allow-same-origin allow-top-navigation-by-user-activation';
}
