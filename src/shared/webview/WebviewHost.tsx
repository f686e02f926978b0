import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/shared/ui/ErrorState';
import { NavBar } from '@/shared/ui/NavBar';
import { Skeleton } from '@/shared/ui/Skeleton';
import { parseAllowedUrl, sandboxFor, type FrameKind } from '@/shared/webview/isAllowedUrl';
import styles from './WebviewHost.module.css';

export { isAllowedUrl } from '@/shared/webview/isAllowedUrl';

/** Spec: page load timeout 60 s. */
export const PAGE_LOAD_TIMEOUT = 60_000;

export interface WebviewHostProps {
  /** Page to show; loaded only if it passes the allow-list (see isAllowedUrl). */
  src: string;
  /** Header text and the iframe's accessible title. */
  title: string;
  /** Origins that may be framed: env.webviewOrigins plus the app's own origin. */
  allowedOrigins: readonly string[];
  onBack: () => void;
  /**
   * Messages from the framed page (e.g. a vendor page saying the payment flow ended). Only messages
   * whose source is this iframe and whose origin is the page's origin are passed on; pages on the
   * app's own origin run sandboxed in an opaque origin and post with origin 'null'. Never trust the
   * content for money: ask the server.
   */
  onMessage?: (data: unknown) => void;
  /**
   * 'vendor' for a page the server handed out (payment, terminal, liveness, contract), 'document' for
   * a static page to read. Default: 'document' on the app's own origin, 'vendor' elsewhere. See sandboxFor.
   */
  kind?: FrameKind;
  /** Shown instead of a frame when there is no address at all (the page was opened without one). */
  unavailableText?: string;
  /** Permissions Policy for the frame, e.g. "camera" for face verification. None by default. */
  allow?: string;
  /**
   * The app's own content between the bar and the page (the cost card above the contract). The page then
   * scrolls: this first, then the frame at a screen's height.
   */
  before?: ReactNode;
  /** Test seam; defaults to window.location.origin. */
  selfOrigin?: string;
  /** Default 60 s (spec). */
  timeoutMs?: number;
}

type Status = 'loading' | 'loaded' | 'failed';

/**
 * Hosts a company or vendor page in a sandboxed iframe with a header and back button, a skeleton until
 * the page loads, and a retryable failure after 60 s. A URL that is not http(s) on the allow-list
 * never reaches an iframe: the borrower sees an error instead. referrerpolicy="no-referrer" keeps the
 * app's URL (and anything in its hash) from the vendor.
 */
export function WebviewHost({
  src,
  title,
  allowedOrigins,
  onBack,
  onMessage,
  allow,
  kind,
  unavailableText,
  before,
  selfOrigin,
  timeoutMs = PAGE_LOAD_TIMEOUT,
}: WebviewHostProps) {
  const { t } = useTranslation('ui');
  const self = selfOrigin ?? window.location.origin;
  const url = useMemo(() => parseAllowedUrl(src, allowedOrigins, self), [src, allowedOrigins, self]);
  const href = url?.href ?? null;
  const sandbox = url ? sandboxFor(url, self, kind) : '';
  // A page framed without allow-same-origin runs in an opaque origin and posts messages as 'null'
  // (a 'document' has no scripts, so it posts nothing).
  const opaque = url !== null && !sandbox.split(' ').includes('allow-same-origin');
  const expectedOrigin = url === null ? null : opaque ? 'null' : url.origin;

  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; status: Status }>({ key: '', status: 'loading' });
  const loadKey = `${href}#${attempt}`;
  const status: Status = state.key === loadKey ? state.status : 'loading';
  const frameRef = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!href) return;
    const id = setTimeout(() => {
      setState((s) => (s.key === loadKey && s.status === 'loaded' ? s : { key: loadKey, status: 'failed' }));
    }, timeoutMs);
    return () => clearTimeout(id);
  }, [href, loadKey, timeoutMs]);

  const onMessageRef = useRef(onMessage);
  useEffect(() => {
    onMessageRef.current = onMessage;
  });
  useEffect(() => {
    if (!expectedOrigin) return;
    const listener = (e: MessageEvent) => {
      const frame = frameRef.current;
      if (!frame || e.source !== frame.contentWindow || e.origin !== expectedOrigin) return;
      onMessageRef.current?.(e.data);
    };
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [expectedOrigin]);

  let body;
  if (!src && unavailableText) {
    body = <ErrorState message={unavailableText} />;
  } else if (!href) {
    body = <ErrorState message={t('webview.blocked')} />;
  } else if (status === 'failed') {
    body = (
      <ErrorState message={t('error.pageLoad')} retryLabel={t('reload')} onRetry={() => setAttempt((a) => a + 1)} />
    );
  } else {
    body = (
      <div className={styles.frameBox} aria-busy={status === 'loading' || undefined}>
        <iframe
          key={loadKey}
          ref={frameRef}
          src={href}
          title={title}
          sandbox={sandbox}
          referrerPolicy="no-referrer"
          allow={allow}
          className={status === 'loaded' ? styles.frame : `${styles.frame} ${styles.hiddenFrame}`}
          onLoad={() => setState({ key: loadKey, status: 'loaded' })}
          onError={() => setState({ key: loadKey, status: 'failed' })}
        />
        {status === 'loading' && (
          <div className={styles.loading}>
            <Skeleton lines={6} blocks={1} />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className={before ? `${styles.page} ${styles.scrolls}` : styles.page}>
      <NavBar title={title} onBack={onBack} />
      {before && <div className={styles.before}>{before}</div>}
      {body}
    </div>
  );
}
