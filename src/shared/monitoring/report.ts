/**
 * The app's one way to report a failure to field monitoring: `reportError(e, 'chunk')`,
 * `reportErrorShown('network')`. Tiny on purpose, like ../analytics/track.ts: screens and the shell import
 * it, and it must not bring the error SDK (./start.ts, loaded after the first paint) into the first screen.
 * Until a sender is connected, reports wait here in memory, at most EARLY_LIMIT of them.
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

/** The hash route at the moment of the report (the sender maps it to a known route, or drops it). */
const here = () => (typeof location === 'undefined' ? '' : location.hash);

function send(report: MonitoringReport): void {
  if (sink) {
    try {
      sink(report);
    } catch {
      // Monitoring never breaks what the borrower is doing.
    }
    return;
  }
  if (early.length < EARLY_LIMIT) early.push(report);
}

export function reportError(error: unknown, source: ErrorSource): void {
  send({ kind: 'error', error, source, route: here() });
}

export function reportErrorShown(what: string): void {
  send({ kind: 'shown', what, route: here() });
}

/** Connects the sender (a no-op when monitoring is off); what was reported so far goes to it first. */
export function connectMonitoring(next: MonitoringSink): void {
  sink = next;
  const waiting = early;
  early = [];
  for (const r of waiting) send(r);
}

/** Tests: back to "not connected", nothing waiting. */
export function resetMonitoring(): void {
  sink = null;
  early = [];
}
