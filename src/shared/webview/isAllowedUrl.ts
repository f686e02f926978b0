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
 * The sandbox for an allowed URL: the fewest permissions that let these pages work.
 *
 * - Vendor and company pages on another origin (payment, terminal, liveness, contract and insurance
 *   viewers) are web apps: they need scripts, form submission, and their own origin for their cookies,
 *   storage and API calls, so they get "allow-scripts allow-forms allow-same-origin". allow-same-origin
 *   here means *their* origin; being cross-origin they still cannot read the app's storage or DOM.
 * - A page on the app's own origin gets "allow-scripts allow-forms" WITHOUT allow-same-origin: scripts
 *   plus same-origin inside our origin could remove the sandbox and read the session token. It runs
 *   in an opaque origin and can still talk to the app through postMessage.
 * - Never granted: allow-top-navigation* (a framed page cannot move the app to another site),
 *   allow-popups (no new windows), allow-modals, allow-downloads, allow-pointer-lock.
 */
export function sandboxFor(url: URL, selfOrigin: string): string {
  return url.origin === originOf(selfOrigin) ? 'allow-scripts allow-forms' : 'allow-scripts allow-forms allow-same-origin';
}
