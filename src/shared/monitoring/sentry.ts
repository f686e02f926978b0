/**
 * The Sentry browser SDK (works with self-hosted Sentry and GlitchTip), in a chunk of its own loaded by
 * ./start.ts after the first paint. Only what the app reports is sent (./report.ts): the SDK's own
 * global handlers, breadcrumbs (they would record clicks and addresses) and session tracking are off.
 */
import { captureException, captureMessage, dedupeIntegration, init, linkedErrorsIntegration, type ErrorEvent } from '@sentry/browser';
import { env } from '@/config/env';
import { useSession } from '@/stores/session';
import type { MonitoringSink } from './report';
import { createLimiter, routeOfHash, scrubEvent, type Secrets } from './scrub';

/** What the session holds about the borrower right now: removed wherever it appears in a report. */
function secrets(): Secrets {
  const s = useSession.getState();
  const other = Object.values(s.userData).filter((v): v is string => typeof v === 'string');
  return { token: s.token || undefined, phone: s.userData.phone, other };
}

export function startSentry(opts: { dsn: string; tunnel?: string; device: string }): MonitoringSink {
  init({
    dsn: opts.dsn,
    tunnel: opts.tunnel,
    release: `${env.appName}@${env.appVersion}`,
    environment: import.meta.env.MODE,
    defaultIntegrations: false,
    integrations: [dedupeIntegration(), linkedErrorsIntegration()],
    maxBreadcrumbs: 0,
    initialScope: { tags: { device_class: opts.device } },
    beforeSend: (event: ErrorEvent) => scrubEvent(event as unknown as Record<string, unknown>, secrets(), location.origin) as unknown as ErrorEvent,
  });
  const allowed = createLimiter();
  return (r) => {
    const route = routeOfHash(r.route);
    if (r.kind === 'error') {
      const message = r.error instanceof Error ? `${r.error.name}: ${r.error.message}` : String(r.error);
      if (!allowed(`${r.source}:${message}`)) return;
      captureException(r.error, { tags: { source: r.source, route } });
      return;
    }
    if (!allowed(`shown:${r.what}:${route}`)) return;
    captureMessage(`Error state shown: ${r.what}`, { level: 'warning', tags: { source: 'shown', what: r.what, route } });
  };
}
