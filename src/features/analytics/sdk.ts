/**
 * The Sensors Data web SDK wired to this app: the spec's configuration (config.ts), page views at route
 * changes, the common properties of every event, the personal-data filter, behaviour beacons, and the
 * flush of waiting events when the page is left. The SDK object is passed in, so the tests run the real
 * SDK against the sandbox's collector. It leans on parts of the SDK that are not its API: the version is
 * pinned, and docs/analytics.md ("Upgrading the SDK") lists what to check before taking another.
 */
import type { Sensors, SaEventData } from 'sa-sdk-javascript/dist/web/sensorsdata.es6.js';
import { sdkParams, SPEC, type Targets } from './config';
import { cleanProperties, routeOf, safeUrl, analyticsTitleKey, URL_PROPERTIES, type Secrets } from './privacy';

/** What the app knows at the moment an event is built (the runtime keeps it current). */
export interface EventContext {
  /** Properties every event carries: app, screen, channel and marketing ids, login flag. */
  common: () => Record<string, string | number | boolean>;
  /**
   * The pseudonymous identity properties (mobile_identity), added after the filter: they are the app's
   * own vetted ids (the server's, checked by usableServerId, or a keyed hash). A hex hash may hold a run
   * of twelve digits, which the filter would take for an IIN, and the borrower's identity would then be
   * lost for every event of this browser.
   */
  identity?: () => Record<string, string>;
  /** Values that must never leave in an event (the token, the phone): dropped if they appear. */
  secrets: () => Secrets;
  /**
   * The marketing consent gate, asked at each event and each send: `allowed` false (no consent given) removes
   * the advertising ids from the event; `beacons` false (withdrawn) stops its behaviour beacon (absent: as
   * `allowed`). Absent: allowed.
   */
  marketing?: { allowed: () => boolean; beacons?: () => boolean; adIds: readonly string[] };
  /**
   * True while a card page is on screen (src/shared/analytics/thirdPartyHold.ts): nothing is sent, not the
   * batches, not a beacon; the events wait in storage for the next send after it. Absent: never held.
   */
  held?: () => boolean;
  /** True for a route whose page holds the SDK off: no page view of it, even before the page is drawn. */
  heldRoute?: (route: string) => boolean;
  /** Called after each route change the SDK hears (the app's own navigation included), with the new route. */
  routeChanged?: (route: string) => void;
}

/** The SDK's batch storage (its BatchSend): one list of keys per tab, one key per waiting event. */
const TAB_PREFIX = 'tab-sawebjssdk-';
const EVENT_PREFIX = 'sawebjssdk-';
/** A beacon may carry 64 kB per page in Chromium; leave room for the encoding. */
const BEACON_BYTES = 48_000;

export interface WiredSdk {
  /** The first page view of the visit (later ones come from single-page tracking). */
  trackFirstPage(): void;
  /** Hands the waiting events to the browser by beacon; returns how many. */
  flush(): number;
  /** Removes the advertising ids from the events waiting in storage (every tab's); returns how many changed. */
  stripQueuedAdIds(): number;
}

export function wireSdk(sensors: Sensors, targets: Targets, ctx: EventContext, win: Window = window): WiredSdk {
  reuseStoreProbes(sensors);
  holdBatches(sensors, () => ctx.held?.() ?? false);
  const origin = win.location.origin;
  let lastRoute: string | null = null;

  const pageProps = (previous: string) => {
    const route = routeOf(win.location.hash);
    lastRoute = route;
    return { page_path: route, page_title_key: analyticsTitleKey(route), previous_page: previous };
  };

  // Every event, before it is stored or sent: addresses without queries, the common properties, then
  // the filter. Registered before init, so the SDK's first-visit profile is filtered too.
  sensors.registerPropertyPlugin({
    properties(data: SaEventData) {
      const p = data.properties;
      for (const key of URL_PROPERTIES) if (key in p) p[key] = safeUrl(p[key], origin);
      if ('$url_path' in p) p.$url_path = '/';
      if ('$title' in p) p.$title = analyticsTitleKey(routeOf(win.location.hash));
      // What the borrower typed into a search engine before arriving is free text: not ours to send.
      for (const key of Object.keys(p)) if (key.includes('search_keyword')) delete p[key];
      if (data.type === 'track' || data.type === 'track_signup') Object.assign(p, ctx.common());
      cleanProperties(p, ctx.secrets());
      if (data.type === 'track' || data.type === 'track_signup') Object.assign(p, ctx.identity?.());
      if (ctx.marketing && !ctx.marketing.allowed()) for (const key of ctx.marketing.adIds) delete p[key];
    },
  });

  sensors.init(
    sdkParams(targets, () => {
      // A change of query alone (a picker, a tab of a page) is not a new page.
      const previous = lastRoute ?? '';
      const route = routeOf(win.location.hash);
      if (route === previous) return false;
      if (ctx.routeChanged) win.setTimeout(() => ctx.routeChanged?.(route), 0);
      // A card page: its view is not recorded (the SDK hears the change before the page holds it off).
      if (ctx.heldRoute?.(route)) {
        lastRoute = route;
        return false;
      }
      return pageProps(previous);
    }),
  );

  // Behaviour events (every `track` event: page views and the funnel) also go, one beacon each, to the
  // behaviour server with its project, in the SDK's own single-event encoding.
  sensors.registerInterceptor('sendDataStage', {
    send: {
      priority: 10,
      entry(data, c) {
        const event = data.data;
        const adsAllowed = !ctx.marketing || ctx.marketing.allowed();
        const beacons = !ctx.marketing || (ctx.marketing.beacons ?? ctx.marketing.allowed)();
        // An event built before a withdrawal in another tab, sent after it: without the ids.
        if (!adsAllowed && event.properties) for (const key of ctx.marketing!.adIds) delete event.properties[key];
        // Marketing consent withdrawn: no behaviour beacons at all; a card page on screen: none while it is.
        if (beacons && !ctx.held?.() && targets.behaviourUrl && event.type === 'track' && typeof win.navigator.sendBeacon === 'function') {
          try {
            win.navigator.sendBeacon(targets.behaviourUrl, sensors.kit.encodeTrackData(event));
          } catch {
            /* a refused beacon loses one behaviour event, nothing else */
          }
        }
        // No event collector configured: nothing else to send to.
        if (!targets.eventsUrl) c.cancellationToken.stop();
        return data;
      },
    },
  });

  const flush = (): number => {
    if (!targets.eventsUrl || typeof win.navigator.sendBeacon !== 'function' || ctx.held?.()) return 0;
    const storage = win.localStorage;
    const serverUrl = sensors.para.server_url;
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(TAB_PREFIX)) continue;
      try {
        const tab = JSON.parse(storage.getItem(key) ?? '{}') as { data?: unknown; serverUrl?: unknown };
        if (tab.serverUrl !== serverUrl || !Array.isArray(tab.data)) continue;
        for (const k of tab.data) if (typeof k === 'string' && k.startsWith(EVENT_PREFIX) && !keys.includes(k)) keys.push(k);
      } catch {
        /* another tab's half-written list */
      }
    }
    const waiting: Array<[string, SaEventData]> = [];
    for (const key of keys.slice(0, SPEC.batchStorage)) {
      const event = sensors.store.readObjectVal(key);
      if (event) waiting.push([key, { ...event, _flush_time: Date.now() }]);
    }
    let sent = 0;
    let i = 0;
    while (i < waiting.length) {
      // As many as fit in one beacon, at least one.
      let n = 1;
      let body = encodeBatch(sensors, waiting.slice(i, i + n).map(([, e]) => e));
      while (i + n < waiting.length) {
        const next = encodeBatch(sensors, waiting.slice(i, i + n + 1).map(([, e]) => e));
        if (next.length > BEACON_BYTES) break;
        body = next;
        n += 1;
      }
      const queued = win.navigator.sendBeacon(
        String(serverUrl),
        new Blob([body], { type: 'application/x-www-form-urlencoded' }),
      );
      if (!queued) break; // the browser's beacon quota is spent: the rest waits for the next visit
      for (const [key] of waiting.slice(i, i + n)) storage.removeItem(key);
      sent += n;
      i += n;
    }
    return sent;
  };

  // A page leaving (closed, reloaded, sent to the background) hands over what is waiting.
  const onHide = () => void flush();
  win.addEventListener('pagehide', onHide);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') onHide();
  });

  return {
    stripQueuedAdIds() {
      if (!ctx.marketing) return 0;
      return stripQueuedAdIds(sensors, win.localStorage, ctx.marketing.adIds);
    },
    trackFirstPage() {
      const referrer = safeUrl(win.document.referrer, origin);
      sensors.quick('autoTrack', pageProps(referrer.startsWith(origin) ? '' : referrer));
    },
    flush,
  };
}

/**
 * The SDK's batch sender posts the waiting events from its own timer, which neither disableSDK() nor any
 * interceptor reaches: while `held()` its send does nothing (the events stay stored; the next tick after the
 * hold sends them). Patched on the class, which the SDK instantiates once at init.
 */
export function holdBatches(sensors: Sensors, held: () => boolean): void {
  const proto = sensors._.BatchSend?.prototype;
  if (!proto || typeof proto.send !== 'function') return;
  const send = proto.send;
  proto.send = function (this: unknown) {
    if (held()) return false;
    return send.call(this);
  };
}

/** How long a store that worked is taken to keep working, without asking again. */
export const STORE_PROBE_MS = 1000;

/**
 * The SDK asks whether cookies, localStorage and sessionStorage work before each of its reads and writes,
 * by writing, reading and deleting a test entry every time: some forty extra storage calls for the first
 * page view, each cookie one a wait for the browser's network process. A store that has just worked is
 * taken to work for a second (the first page view's burst asks once); one that failed is asked every time,
 * as the SDK does.
 */
export function reuseStoreProbes(sensors: Sensors, now: () => number = Date.now): void {
  for (const store of [sensors._.cookie, sensors._.localStorage, sensors._.sessionStorage]) {
    if (typeof store?.isSupport !== 'function') continue;
    const probe = store.isSupport.bind(store);
    let workedAt = -Infinity;
    store.isSupport = (...args: unknown[]) => {
      // Called with arguments, it is a probe of another name or value: the SDK's own, untouched.
      if (args.length > 0) return probe(...args);
      if (now() - workedAt < STORE_PROBE_MS) return true;
      const works = probe();
      workedAt = works ? now() : -Infinity;
      return works;
    };
  }
}

/** The batch body the SDK posts: `data_list=<base64 of the JSON array>`. */
export function encodeBatch(sensors: Sensors, events: SaEventData[]): string {
  return 'data_list=' + encodeURIComponent(sensors._.base64Encode(JSON.stringify(events)));
}

/**
 * The events waiting in the SDK's batch storage (shared by every tab of the app) without the advertising
 * ids: after a withdrawal none leaves, even in an event recorded before it. Returns how many changed.
 */
export function stripQueuedAdIds(sensors: Sensors, storage: Storage, adIds: readonly string[]): number {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(EVENT_PREFIX)) keys.push(key);
  }
  let changed = 0;
  for (const key of keys) {
    const event = sensors.store.readObjectVal(key);
    const props = event?.properties;
    if (!event || !props || !adIds.some((k) => k in props)) continue;
    for (const k of adIds) delete props[k];
    sensors.store.saveObjectVal(key, event);
    changed += 1;
  }
  return changed;
}
