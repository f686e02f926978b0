/**
 * The sandbox's error collector: what the app's error SDK sends (Sentry envelopes, through the app's
 * tunnel) and what the browser reports of its policy (CSP and Trusted Types violations, by `report-uri`
 * as deploy/headers/app.conf asks, or the Reporting API's format), kept so the dev panel and the browser tests can read them.
 *
 * No imports on purpose: the browser tests parse captured requests with these functions too.
 */

export type MonitoringKind = 'error' | 'message' | 'csp';

export interface MonitoringEvent {
  /** When the sandbox received it (ms). */
  at: number;
  kind: MonitoringKind;
  /** One line: the error's type and message, the message, or the violated directive and what was blocked. */
  title: string;
  /** The route and other tags the app set (route, source, device_class, what). */
  tags: Record<string, string>;
  release: string | null;
  /** The whole item as received (an error event, or the violation report's body). */
  raw: Record<string, unknown>;
}

export class EnvelopeError extends Error {}

/**
 * The items of a Sentry envelope: newline-separated JSON, an envelope header, then for each item an
 * item header and its payload (https://develop.sentry.dev/sdk/data-model/envelopes/). Items with an
 * explicit `length` are read by length; the others end at the next newline.
 */
export function parseEnvelope(text: string): Array<{ type: string; payload: unknown }> {
  let pos = 0;
  const line = (): string | null => {
    if (pos >= text.length) return null;
    const end = text.indexOf('\n', pos);
    const out = end === -1 ? text.slice(pos) : text.slice(pos, end);
    pos = end === -1 ? text.length : end + 1;
    return out;
  };
  const json = (s: string | null): unknown => {
    try {
      return JSON.parse(s ?? '');
    } catch {
      throw new EnvelopeError('an envelope line is not JSON');
    }
  };
  json(line()); // the envelope header (event id, dsn, sdk)
  const items: Array<{ type: string; payload: unknown }> = [];
  for (let header = line(); header !== null; header = line()) {
    if (header.trim() === '') continue;
    const h = json(header) as { type?: unknown; length?: unknown };
    let payload: string | null;
    if (typeof h.length === 'number') {
      // Length is in UTF-8 bytes.
      const bytes = new TextEncoder().encode(text.slice(pos));
      payload = new TextDecoder().decode(bytes.slice(0, h.length));
      pos += payload.length;
      if (text[pos] === '\n') pos += 1;
    } else {
      payload = line();
    }
    items.push({ type: typeof h.type === 'string' ? h.type : '', payload: h.type === 'event' ? json(payload) : payload });
  }
  return items;
}

const strings = (o: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(o && typeof o === 'object' ? o : {}).filter((e): e is [string, string] => typeof e[1] === 'string'));

/** The error events of an envelope (sessions, client reports and the like are not kept). */
export function eventsOfEnvelope(text: string, at: number): MonitoringEvent[] {
  return parseEnvelope(text)
    .filter((i) => i.type === 'event' && i.payload && typeof i.payload === 'object')
    .map((i) => {
      const e = i.payload as Record<string, unknown>;
      const exc = (e.exception as { values?: Array<{ type?: string; value?: string }> } | undefined)?.values?.at(-1);
      const message = typeof e.message === 'string' ? e.message : (e.message as { formatted?: string } | undefined)?.formatted;
      // A captured message may carry a synthetic exception for its stack: the message names it.
      const isMessage = message !== undefined || !exc;
      return {
        at,
        kind: isMessage ? ('message' as const) : ('error' as const),
        title: isMessage ? (message ?? '') : `${exc?.type ?? 'Error'}: ${exc?.value ?? ''}`,
        tags: strings(e.tags),
        release: typeof e.release === 'string' ? e.release : null,
        raw: e,
      };
    });
}

/**
 * The violations in a policy report: `application/reports+json` (Reporting API: a list of
 * `{ type: 'csp-violation', body }`) or `application/csp-report` (`{ 'csp-report': {…} }`, report-uri).
 */
export function eventsOfCspReport(text: string, at: number): MonitoringEvent[] {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new EnvelopeError('the report is not JSON');
  }
  const bodies: Array<Record<string, unknown>> = [];
  if (Array.isArray(value)) {
    for (const r of value as Array<{ type?: unknown; body?: unknown }>) {
      if (r?.type === 'csp-violation' && r.body && typeof r.body === 'object') bodies.push(r.body as Record<string, unknown>);
    }
  } else if (value && typeof value === 'object' && 'csp-report' in value) {
    const old = (value as { 'csp-report': Record<string, unknown> })['csp-report'];
    // The older format's names, as the Reporting API's.
    bodies.push({
      documentURL: old['document-uri'],
      effectiveDirective: old['effective-directive'] ?? old['violated-directive'],
      blockedURL: old['blocked-uri'],
      disposition: old.disposition,
      sample: old['script-sample'],
    });
  }
  if (bodies.length === 0) throw new EnvelopeError('no CSP violation in the report');
  return bodies.map((b) => ({
    at,
    kind: 'csp' as const,
    title: `${String(b.effectiveDirective ?? '?')} blocked ${String(b.blockedURL ?? '') || '(inline)'}`,
    tags: { directive: String(b.effectiveDirective ?? '') },
    release: null,
    raw: b,
  }));
}

export interface MonitoringCollector {
  add(events: MonitoringEvent[]): void;
  /** Newest last. */
  list(): MonitoringEvent[];
  clear(): void;
  subscribe(listener: () => void): () => void;
}

const STORAGE_KEY = 'sandbox_monitoring';

/** `persist`: kept in localStorage (the browser sandbox: a reload keeps the list); else memory. */
export function createMonitoringCollector({ persist, limit }: { persist: boolean; limit: number }): MonitoringCollector {
  const listeners = new Set<() => void>();
  let events: MonitoringEvent[] = [];
  if (persist) {
    try {
      const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
      if (Array.isArray(saved)) events = (saved as MonitoringEvent[]).filter((e) => typeof e?.title === 'string').slice(-limit);
    } catch {
      events = [];
    }
  }
  const changed = () => {
    if (persist) {
      try {
        if (events.length) localStorage.setItem(STORAGE_KEY, JSON.stringify(events));
        else localStorage.removeItem(STORAGE_KEY);
      } catch {
        /* full: the list stays in memory */
      }
    }
    for (const l of listeners) l();
  };
  return {
    add(added) {
      events = [...events, ...added].slice(-limit);
      changed();
    },
    list: () => events,
    clear() {
      events = [];
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
