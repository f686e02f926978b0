/**
 * Field monitoring in the sandbox (sandbox-only endpoints):
 * - POST /__sandbox/monitoring/envelope   the app's error reports: Sentry envelopes through the app's tunnel
 *                                         (VITE_SENTRY_TUNNEL in .env.development and .env.e2e)
 * - POST /csp-report                      the browser's CSP and Trusted Types violation reports (the path
 *                                         deploy/headers/app.conf names in report-uri)
 * - POST /__sandbox/monitoring/events `{ kind?, clear? }` → `{ events: MonitoringEvent[] }` (oldest first:
 *   the browser tests and tools read it; `{ clear: true }` empties it).
 * Both collectors decode what they get (src/mocks/domain/monitoring.ts); the dev panel lists them.
 */
import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import type { SandboxDb } from '../db';
import { perDatabase, plain } from './collected';
import { createMonitoringCollector, EnvelopeError, eventsOfCspReport, eventsOfEnvelope, type MonitoringCollector } from '../domain/monitoring';

/** The error collector of a sandbox database: the dev panel lists it. */
export const monitoringOf: (db: SandboxDb) => MonitoringCollector = perDatabase((persist) =>
  persist ? createMonitoringCollector({ persist: true, limit: 100 }) : createMonitoringCollector({ persist: false, limit: 2000 }),
);

export function monitoringHandlers(db: SandboxDb): HttpHandler[] {
  return [
    http.post('*/__sandbox/monitoring/envelope', async ({ request }) => {
      try {
        monitoringOf(db).add(eventsOfEnvelope(await request.text(), db.now()));
        return HttpResponse.json({}, { headers: { 'Cache-Control': 'no-store' } });
      } catch (e) {
        return plain(400, e instanceof EnvelopeError ? e.message : 'undecodable envelope');
      }
    }),
    http.post('*/csp-report', async ({ request }) => {
      try {
        monitoringOf(db).add(eventsOfCspReport(await request.text(), db.now()));
        return new HttpResponse(null, { status: 204 });
      } catch (e) {
        return plain(400, e instanceof EnvelopeError ? e.message : 'undecodable report');
      }
    }),
    http.post('*/__sandbox/monitoring/events', async ({ request }) => {
      let body: Record<string, unknown> = {};
      try {
        body = ((await request.json()) as Record<string, unknown>) ?? {};
      } catch {
        /* no filter */
      }
      const collector = monitoringOf(db);
      if (body.clear === true) collector.clear();
      const events = collector.list().filter((e) => body.kind === undefined || e.kind === body.kind);
      return HttpResponse.json({ events } as unknown as JsonBodyType, { headers: { 'Cache-Control': 'no-store' } });
    }),
  ];
}
