/**
 * Where field monitoring's reports go: `reportError(e, 'chunk')`, `reportErrorShown('network')` (./start.ts
 * calls them for the page's errors and the app's `bz-chunk-error` and `bz-error-shown` events). Until the
 * error SDK is connected (./sentry.ts, downloaded at the first report: `connectMonitoringLazily`), reports wait
 * here in memory, at most EARLY_LIMIT of them.
 */

/** Where an error came from: an uncaught throw, an unhandled rejection, a chunk that failed to load. */
export type ErrorSource = 'uncaught' | 'rejection' | 'chunk';

export type MonitoringReport =
  | { kind: 'error'; error: unknown; source: ErrorSource; route: string }
  /** An error state a borrower was shown: its kind (network, timeout, server, …), never its text. */
  | { kind: 'shown'; what: string; route: string };

export type MonitoringSink = (report: MonitoringReport) => void;

export const EARLY_LIMIT = 20;

let sink: MonitoringSink | null = null;
let early: MonitoringReport[] = [];
/** Gets the sender when there is something to send; null once it is connected, or when there is none. */
let loader: (() => Promise<MonitoringSink>) | null = null;
let loading = false;

function load(): void {
  if (!loader || loading) return;
  loading = true;
  const from = loader;
  from().then(
    (next) => {
      loading = false;
      // Replaced meanwhile (tests, a second start): that one is in force.
      if (loader === from) connectMonitoring(next);
    },
    () => {
      // Offline, or the chunk is gone: the reports wait (bounded) and the next one tries again.
      loading = false;
    },
  );
}

function send(report: MonitoringReport): void {
  try {
    if (sink) sink(report);
    else {
      if (early.length < EARLY_LIMIT) early.push(report);
      load();
    }
  } catch {
    // Monitoring never breaks what the borrower is doing.
  }
}

/** The route is the hash at the moment of the report (the sender maps it to a known route, or drops it). */
export function reportError(error: unknown, source: ErrorSource): void {
  send({ kind: 'error', error, source, route: location.hash });
}

export function reportErrorShown(what: string): void {
  send({ kind: 'shown', what, route: location.hash });
}

/** Connects the sender (a no-op when monitoring is off); what was reported so far goes to it first. */
export function connectMonitoring(next: MonitoringSink): void {
  loader = null;
  sink = next;
  const waiting = early;
  early = [];
  waiting.forEach(send);
}

/**
 * The sender is fetched by `get` at the first report, not before: a visit with no error never downloads the error
 * SDK (Sentry's own loader script has the same lazy mode). What was reported before this call is sent at once.
 */
export function connectMonitoringLazily(get: () => Promise<MonitoringSink>): void {
  sink = null;
  loader = get;
  if (early.length > 0) load();
}

/** Tests: back to "not connected", nothing waiting. */
export function resetMonitoring(): void {
  sink = null;
  early = [];
  loader = null;
  loading = false;
}
