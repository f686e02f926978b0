/**
 * The sandbox's analytics collector: decodes the Sensors Data wire format the app's tracker sends (docs/analytics.md,
 * "Wire format") and keeps the last events so the dev panel and the browser tests can read them.
 *
 * No imports on purpose: the browser tests decode captured requests with these functions too.
 */

/** One event as the tracker builds it (the fields the sandbox reads; the rest is kept in `raw`). */
export interface SaEvent {
  type: string;
  event?: string;
  distinct_id: string;
  time?: number;
  _track_id?: number;
  properties: Record<string, unknown>;
  [key: string]: unknown;
}

export type Channel = 'events' | 'behaviour';

export interface CollectedEvent {
  /** When the sandbox received it (ms). */
  at: number;
  /** Which server got it: the event collector (VITE_ANALYTICS_URL) or the behaviour server (beacons). */
  via: Channel;
  /** `project` of the address (behaviour beacons carry VITE_BEHAVIOUR_PROJECT). */
  project: string | null;
  /** How it came: a batch (`data_list`), one event (`data`, beacon or POST) or the image fallback (GET). */
  transport: 'batch' | 'single' | 'image';
  event: SaEvent;
}

/** The Sensors SDK's hashCode of the base64 text, sent as `ext=crc=<n>` with single events. */
export function crcOf(base64: string): number {
  let h = 0;
  for (let i = 0; i < base64.length; i++) {
    h = (h << 5) - h + base64.charCodeAt(i);
    h &= h;
  }
  return h;
}

/** The Sensors SDK's base64 of the UTF-8 bytes of a JSON text. */
export function encodeBase64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

export function decodeBase64Json(base64: string): unknown {
  const binary = atob(base64.replace(/ /g, '+'));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

function isEvent(v: unknown): v is SaEvent {
  if (typeof v !== 'object' || v === null) return false;
  const e = v as Record<string, unknown>;
  return typeof e.type === 'string' && typeof e.distinct_id === 'string' && typeof e.properties === 'object' && e.properties !== null;
}

export class PayloadError extends Error {}

/**
 * The events in one request to a collector: the form-encoded body (`data_list=<base64 of a JSON
 * array>` for a batch, `data=<base64 of a JSON object>&ext=crc%3D<n>` for one event) or, for the image
 * fallback, the address's query. Throws PayloadError when it is neither or a checksum does not match.
 */
export function decodePayload(body: string, query = ''): { transport: CollectedEvent['transport']; events: SaEvent[] } {
  const form = new URLSearchParams(body);
  const fromQuery = new URLSearchParams(query);
  const list = form.get('data_list');
  if (list !== null) {
    const value = decodeBase64Json(list);
    if (!Array.isArray(value) || !value.every(isEvent)) throw new PayloadError('data_list is not a list of events');
    return { transport: 'batch', events: value };
  }
  const single = form.get('data') ?? fromQuery.get('data');
  if (single === null) throw new PayloadError('no data_list or data field');
  const ext = new URLSearchParams(form.get('ext') ?? fromQuery.get('ext') ?? '');
  const crc = ext.get('crc');
  if (crc !== null && Number(crc) !== crcOf(single)) throw new PayloadError('crc does not match');
  const value = decodeBase64Json(single);
  if (!isEvent(value)) throw new PayloadError('data is not an event');
  return { transport: form.get('data') !== null ? 'single' : 'image', events: [value] };
}

export interface Collector {
  add(via: Channel, project: string | null, decoded: ReturnType<typeof decodePayload>, at: number): void;
  /** Newest last. */
  list(): CollectedEvent[];
  clear(): void;
  subscribe(listener: () => void): () => void;
}

const STORAGE_KEY = 'sandbox_analytics';

/** `persist`: kept in localStorage (the browser sandbox: a reload keeps the list); else memory. */
export function createCollector({ persist, limit }: { persist: boolean; limit: number }): Collector {
  const listeners = new Set<() => void>();
  let events: CollectedEvent[] = [];
  if (persist) {
    try {
      const saved: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? '[]');
      if (Array.isArray(saved)) events = (saved as CollectedEvent[]).filter((e) => isEvent(e?.event)).slice(-limit);
    } catch {
      events = [];
    }
  }
  const changed = () => {
    if (persist) {
      try {
        localStorage.setItem(STORAGE_KEY, JSON.stringify(events));
      } catch {
        /* full: the list stays in memory */
      }
    }
    for (const l of listeners) l();
  };
  return {
    add(via, project, decoded, at) {
      const seen = new Set(events.map((e) => `${e.via}:${e.event._track_id}:${e.event.time}:${e.event.distinct_id}`));
      for (const event of decoded.events) {
        // A page leaving may beacon what a batch request was carrying at that moment: keep one.
        const id = `${via}:${event._track_id}:${event.time}:${event.distinct_id}`;
        if (event._track_id !== undefined && seen.has(id)) continue;
        seen.add(id);
        events.push({ at, via, project, transport: decoded.transport, event });
      }
      events = events.slice(-limit);
      changed();
    },
    list: () => events,
    clear() {
      events = [];
      if (persist) {
        try {
          localStorage.removeItem(STORAGE_KEY);
        } catch {
          /* ignore */
        }
      }
      for (const l of listeners) l();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
