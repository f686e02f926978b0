import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { WebviewHost } from '@/shared/webview/WebviewHost';
import { useBack, useRouteQuery } from '@/shared/navigation/navigation';
import { findRoute } from '@/app/routes/table';
import { paths } from '@/config/paths';
import { env } from '@/config/env';
import { currentLocale } from '@/lib/i18n';

const QUERY = ['url'] as const;

/** Documents the app ships itself (same origin), per language. Other webviews get their URL from the server. */
function defaultUrl(pathname: string): string | undefined {
  if (pathname === paths.webview.webview || pathname === paths.webview.webviewtest) {
    return `/legal/privacy-${currentLocale()}.html`;
  }
  return undefined;
}

/**
 * Hosts a company or vendor page. The page to show comes from `?url=` (set by the feature that opened
 * it with a URL from the server) or the route's own document; the host refuses anything off the allow-list.
 */
export default function WebviewPage() {
  const { t, i18n } = useTranslation();
  const back = useBack();
  const { pathname } = useLocation();
  const { url } = useRouteQuery(QUERY);
  const def = findRoute(pathname);
  const src = url ?? defaultUrl(pathname) ?? '';
  return (
    <WebviewHost
      key={i18n.language + src}
      src={src}
      title={def ? t(def.title, { ns: 'pages' }) : ''}
      allowedOrigins={env.webviewOrigins}
      // A URL from the server is a vendor page (payment, liveness, contract: needs scripts); the
      // documents we ship ourselves are static and get an empty sandbox.
      kind={url ? 'vendor' : 'document'}
      onBack={back}
    />
  );
}
