import { useTranslation } from 'react-i18next';
import { WebviewHost } from '@/shared/webview/WebviewHost';
import { useBack, usePageLocation } from '@/shared/navigation/navigation';
import { webviewUrlFrom } from '@/shared/navigation/webview';
import { findRoute } from '@/app/routes/table';
import { paths } from '@/config/paths';
import { env } from '@/config/env';
import { currentLocale, useQualifiedText } from '@/lib/i18n';
import { useSkipFinishedPaymentPage } from '@/shared/payment/cardPayment';
import { isFinishedBindingPage } from '@/features/bank-card/bindingSession';

/**
 * The app's own documents, per language: a fixed table. The `*test` variants show the same as their
 * pages (they are not a way to open another address).
 */
function documentUrl(pathname: string): string | undefined {
  if (pathname === paths.webview.webview || pathname === paths.webview.webviewtest) {
    return `/legal/privacy-${currentLocale()}.html`;
  }
  return undefined;
}

/**
 * Hosts a company or vendor page. The address is the route's own document, or the one the feature that
 * opened the page got from the server (router state); the page's URL (`?url=`) is never read. Without
 * either, the borrower is told to open the page from the app again.
 */
export default function WebviewPage() {
  const { t, i18n } = useTranslation();
  const text = useQualifiedText();
  const back = useBack();
  const location = usePageLocation();
  const def = findRoute(location.pathname);
  const document = documentUrl(location.pathname);
  const fromServer = webviewUrlFrom(location.state);
  const src = document ?? fromServer ?? '';
  // Back from a payment's result, or a card binding's, never shows the provider's page of that finished session again.
  const finishedPayment = useSkipFinishedPaymentPage(location.state, isFinishedBindingPage);
  if (finishedPayment) return null;
  return (
    <WebviewHost
      key={i18n.language + src}
      src={src}
      title={def ? text(def.title) : ''}
      allowedOrigins={env.webviewOrigins}
      // The documents we ship are static and get an empty sandbox; a server-given page (payment,
      // liveness, contract) needs scripts, and never same-origin with them (isAllowedUrl.ts).
      kind={document ? 'document' : 'vendor'}
      unavailableText={t('webview.unavailable', { ns: 'ui' })}
      // The liveness vendor needs the camera (the Permissions-Policy names its origin); no other page gets it.
      allow={location.pathname === paths.webview.face && !document ? 'camera' : undefined}
      onBack={back}
    />
  );
}
