/**
 * Field monitoring, started by src/app/later.ts once the first screen is up (its own chunk; the error
 * SDK and web-vitals are chunks of their own, loaded from here):
 * - speed as borrowers' phones see it: web-vitals' LCP, INP (with the element), CLS, FCP and TTFB, per
 *   route, sent as `web_vital` events with the app's analytics (batched by its SDK), only while
 *   advertising ids are allowed (the marketing consent gate, src/stores/marketingConsent.ts);
 * - errors: uncaught errors, unhandled rejections, chunk-load failures (src/lib/lazyChunk.ts) and error
 *   states shown to a borrower (src/shared/ui/ErrorState.tsx), announced by DOM events, through ./report.ts to the Sentry browser
 *   SDK (./sentry.ts) when VITE_SENTRY_DSN is set, downloaded at the first report: scrubbed and rate-limited there;
 *   dropped otherwise.
 * CSP and Trusted Types violations are reported by the browser itself (deploy/headers/app.conf, `report-uri`).
 */
import { isApiError } from '@/lib/api-error';
import { track } from '@/shared/analytics/track';
import { adIdsAllowed } from '@/stores/marketingConsent';
import { connectMonitoring, connectMonitoringLazily, reportError, reportErrorShown, type MonitoringSink } from './report';
import { deviceClass, routeOfHash, scrubText } from './scrub';

/** What an error state is reported as: the failure's kind (an ApiError's), the server's code for a refusal; never its text. */
export function shownKind(error: unknown): string {
  if (!isApiError(error)) return 'generic';
  return error.kind === 'server' ? `server:${error.code ?? ''}` : error.kind;
}

/** A chunk that failed to load, by its message (the same test as src/lib/lazyChunk.ts's). */
const CHUNK = /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|ChunkLoadError|Loading chunk/i;

export function sourceOf(error: unknown, fallback: 'uncaught' | 'rejection'): 'uncaught' | 'rejection' | 'chunk' {
  const msg = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return CHUNK.test(msg) ? 'chunk' : fallback;
}

/**
 * Uncaught errors and unhandled rejections of the page, from now on; and what the app announces by event
 * (its first screen's code does not import this): `bz-chunk-error` from src/lib/lazyChunk.ts (a chunk that
 * failed and reached the route's boundary), `bz-error-shown` from src/shared/ui/ErrorState.tsx (the error it shows).
 */
const listening = new WeakSet<Window>();

export function listenForErrors(win: Window): void {
  if (listening.has(win)) return;
  listening.add(win);
  win.addEventListener('bz-chunk-error', (e) => reportError((e as CustomEvent<unknown>).detail, 'chunk'));
  win.addEventListener('bz-error-shown', (e) => reportErrorShown(shownKind((e as CustomEvent<unknown>).detail)));
  win.addEventListener('error', (e: ErrorEvent) => {
    // A resource that failed (an image) is no script error; another origin's script says nothing useful.
    if (!(e instanceof ErrorEvent) || (!e.error && e.message === 'Script error.')) return;
    const error: unknown = e.error ?? e.message;
    reportError(error, sourceOf(error, 'uncaught'));
  });
  win.addEventListener('unhandledrejection', (e: PromiseRejectionEvent) => {
    const reason: unknown = e.reason;
    reportError(reason, sourceOf(reason, 'rejection'));
  });
}

/** When each route was entered (performance.now()), so a measurement is put on the page it happened on. */
export function routeClock(win: Window, now: () => number = () => performance.now()): (at?: number) => string {
  const visits: Array<[number, string]> = [[0, routeOfHash(win.location.hash)]];
  win.addEventListener('hashchange', () => visits.push([now(), routeOfHash(win.location.hash)]));
  return (at) => {
    if (at === undefined) return visits[visits.length - 1]![1];
    let route = visits[0]![1];
    for (const [t, r] of visits) if (t <= at) route = r;
    return route;
  };
}

/** What web-vitals reports, as far as this module reads it (web-vitals/attribution's metric). */
export interface VitalMetric {
  name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
  value: number;
  rating: string;
  navigationType: string;
  attribution: Record<string, unknown>;
}

/** A measurement as a `web_vital` event's properties: facts only, the element as its CSS selector. */
export function vitalProps(metric: VitalMetric, routeAt: (at?: number) => string, device: string): Record<string, string | number> {
  const a = metric.attribution;
  // The page load's metrics belong to the route it opened on; INP and CLS to where the interaction or the shift was.
  const at = metric.name === 'INP' ? a.interactionTime : metric.name === 'CLS' ? a.largestShiftTime : 0;
  const element = metric.name === 'INP' ? a.interactionTarget : metric.name === 'CLS' ? a.largestShiftTarget : metric.name === 'LCP' ? a.target : undefined;
  const props: Record<string, string | number> = {
    metric: metric.name,
    // CLS is a score (4 decimals); the others are milliseconds.
    value: metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    rating: metric.rating,
    route: routeAt(typeof at === 'number' ? at : undefined),
    navigation: metric.navigationType,
    device_class: device,
  };
  if (typeof element === 'string' && element) props.element = scrubText(element).slice(0, 200);
  if (metric.name === 'INP' && typeof a.interactionType === 'string') props.interaction = a.interactionType;
  return props;
}

/** A measurement to the analytics, while the marketing consent gate allows it. */
export function sendVital(metric: VitalMetric, routeAt: (at?: number) => string, device: string): void {
  // Checked at send time: a consent withdrawn in this tab or another one holds from that moment.
  if (!adIdsAllowed()) return;
  track('web_vital', vitalProps(metric, routeAt, device));
}

async function startVitals(win: Window, device: string): Promise<void> {
  const routeAt = routeClock(win);
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals/attribution');
  const report = (m: unknown) => sendVital(m as VitalMetric, routeAt, device);
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}

let started = false;

export function startMonitoring(win: Window = window): void {
  if (started) return;
  started = true;
  listenForErrors(win);
  const device = deviceClass(win.navigator as Navigator & { deviceMemory?: number });
  void startVitals(win, device).catch(() => {
    /* the chunk did not load (offline): no measurements this visit */
  });
  const dsn = (import.meta.env.VITE_SENTRY_DSN as string | undefined)?.trim();
  if (!dsn) {
    // Error reporting is off: reports go nowhere (and stop waiting in memory).
    connectMonitoring(() => {});
    return;
  }
  const tunnel = (import.meta.env.VITE_SENTRY_TUNNEL as string | undefined)?.trim() || undefined;
  // The error SDK (~34 kB gzip) is downloaded at the first report, not on every visit: most visits have none.
  connectMonitoringLazily(() => import('./sentry').then((m): MonitoringSink => m.startSentry({ dsn, tunnel, device })));
}
