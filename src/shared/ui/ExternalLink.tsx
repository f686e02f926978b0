import type { ReactNode } from 'react';
import { LINK_ORIGINS } from '@/config/links';
import { parseAllowedUrl } from '@/shared/webview/isAllowedUrl';

/**
 * A link out of the app, from a URL the server gives, opened in a new tab (the borrower keeps their place here).
 * Offered only when the URL is absolute http(s) on the link allow-list (src/config/links.ts), with the iframe
 * list's strict parsing; anything else shows `fallback` (nothing by default) rather than a link somewhere unknown.
 */
export function ExternalLink({ href, className, children, fallback = null }: { href: string | null | undefined; className?: string; children: ReactNode; fallback?: ReactNode }) {
  // 'null' as the app's own origin: a relative or same-origin URL is not an outside service and does not pass.
  const url = parseAllowedUrl(href, LINK_ORIGINS, 'null');
  if (!url) return <>{fallback}</>;
  return (
    <a className={className} href={url.href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
