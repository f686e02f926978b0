/**
 * Links that arrive as data (a message's `link`): opened only when they name a page of the app. An
 * allow-list built from the typed paths (src/config/paths.ts), never a pattern: anything else — another
 * site, `javascript:`, a protocol-relative `//host`, a dialog (delete the account, log out) or a hosted
 * frame (which would have no address to show) — gives null and is not offered at all.
 */
import { paths, routeEntry, routeTitle } from '@/config/paths';
import type { QualifiedKey } from '@/lib/i18n';

function leaves(node: unknown): string[] {
  return typeof node === 'string' ? [node] : Object.values(node as Record<string, unknown>).flatMap(leaves);
}

/**
 * The pages a link from the server may open: the tabs and every page of the route table, without the
 * dialogs and the hosted frames. The repayment page lives under /pages/webview/ but is our own page.
 */
const OPENABLE: ReadonlySet<string> = new Set([
  ...leaves(paths).filter((p) => !p.startsWith('/pages/dialogs/') && !p.startsWith('/pages/webview/')),
  paths.webview.loanRepayment,
]);

/**
 * Only what an in-app path and query hold: no scheme (':'), fragment, spaces, quotes, angle brackets,
 * backslashes or control characters.
 */
const SAFE = /^\/[A-Za-z0-9\-._~/?&=%+]*$/;

/**
 * The app route a server-given link names (`'/pages/personal/coupon'`, with its query if any), or null
 * when it is not an openable page of this app.
 */
export function appLinkTarget(link: string | null | undefined): string | null {
  if (typeof link !== 'string' || link.length > 500 || !SAFE.test(link) || link.startsWith('//')) return null;
  const queryAt = link.indexOf('?');
  const pathname = queryAt === -1 ? link : link.slice(0, queryAt);
  // Exact match: no dot segments, no encoded slashes, no trailing-slash variants.
  return OPENABLE.has(pathname) ? link : null;
}

/** The title of an openable page, as a key with its namespace ('/pages/personal/coupon' -> 'pages:title.personal.coupon'). */
export function pageTitleKey(pathname: string): QualifiedKey | undefined {
  const entry = routeEntry(pathname);
  return entry && routeTitle(entry);
}
