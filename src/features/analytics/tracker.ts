/**
 * The app's own analytics sender, in the Sensors Data web SDK's wire format (docs/analytics.md, "Wire format"),
 * so the company's Sensors Data installation reads its events as it read the SDK's: the same event shape, the
 * same preset properties, the same identities, `$SignUp` and the first-visit profile, batches of `data_list=`
 * every 6 s and a beacon per event to the behaviour server.
 *
 * Why not the SDK (docs/decisions.md, "Analytics without the vendor's SDK"): it was 51.5 kB gzip of a 357 kB
 * sign-up journey, the app used a tenth of it, and it had to be patched in three private places (its batch
 * timer during card pages, its cookie probes, its heat-map and visual modes that load the vendor's scripts).
 *
 * State (localStorage, never cookies: a cookie would ride on every request to the app's host):
 * - `analytics_id`: this browser's ids (its own random id, the server's anonymous id, the login id), the first
 *   visit's day, the latest traffic source and the 30-minute session;
 * - `analytics_queue`: the events waiting to be sent (at most 200), shared by the app's tabs.
 */
import { SPEC, type Targets } from './config';
import { APP_KEYS } from '@/lib/storage';
import { cleanLaunchValue } from '@/utils/sanitize';
import { analyticsTitleKey, clampId, cleanProperties, routeOf, safeUrl, URL_PROPERTIES, type Secrets } from './privacy';

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
  /** True for a route whose page holds sending off: no page view of it. */
  heldRoute?: (route: string) => boolean;
  /** Called after each route change the tracker hears, with the new route. */
  routeChanged?: (route: string) => void;
}

/** One event as it leaves (the SDK's shape). */
export interface WireEvent {
  type: 'track' | 'track_signup' | 'profile_set_once';
  event?: string;
  distinct_id: string;
  identities: Record<string, string>;
  anonymous_id: string;
  login_id?: string;
  original_id?: string;
  lib: { $lib: 'js'; $lib_method: 'code'; $lib_version: string };
  properties: Record<string, unknown>;
  time: number;
  _track_id: number;
  _flush_time?: number;
}

/** `$lib_version`: this sender's, not the SDK's (the collector tells the two apart by it). */
export const LIB_VERSION = 'bz-1.0.0';
export const ID_KEY = APP_KEYS.analyticsId;
export const QUEUE_KEY = APP_KEYS.analyticsQueue;
/** The SDK's storage, read once to carry a browser's ids and waiting events over, then removed. */
const SDK_EVENT_PREFIX = 'sawebjssdk-';
const SDK_TAB_PREFIX = 'tab-sawebjssdk-';
/** A beacon may carry 64 kB per page in Chromium; leave room for the encoding. */
const BEACON_BYTES = 48_000;
/** The session-event rule of the SDK's plugin: a new session after 30 minutes without an event, or 12 hours. */
const SESSION_IDLE_MS = SPEC.sessionMinutes * 60_000;
const SESSION_MAX_MS = 12 * 3_600_000;

/**
 * The SDK's traffic source types, as the collector's dashboards know them: its wire values, not text a
 * borrower sees (paid ads, search, social sites, direct, referral).
 */
export const SOURCE = { paid: '付费广告流量', search: '自然搜索流量', social: '社交网站流量', direct: '直接流量', referral: '引荐流量' } as const;
const UTM = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;
const SEARCH_HOSTS = ['google.', 'yandex.', 'bing.com', 'yahoo.com', 'mail.ru', 'duckduckgo.com', 'baidu.com'];
const SOCIAL_HOSTS = [
  'tiktok.com',
  'instagram.com',
  'facebook.com',
  'fb.com',
  't.me',
  'telegram.org',
  'vk.com',
  'ok.ru',
  'youtube.com',
  'whatsapp.com',
  'threads.net',
  // Android apps name themselves as the referrer of their in-app browser (android-app://<package>/).
  'com.zhiliaoapp.musically',
  'com.ss.android.ugc.trill',
  'com.instagram.android',
  'com.facebook.katana',
  'org.telegram.messenger',
];

interface IdState {
  /** This browser's own random id (the SDK's cookie id). */
  cookieId: string;
  /** The server's anonymous id of this device (identify), or the cookie id. */
  anonymousId: string;
  /** The borrower's id while signed in (login), else ''. */
  loginId: string;
  /** The first visit's local day ('YYYY-MM-DD'): `$is_first_day`. */
  firstDay: string;
  /** Whether a page view was ever recorded here: `$is_first_time` of the first one. */
  viewed: boolean;
  /** The latest traffic source: `$latest_*`. */
  latest: Record<string, string>;
  session: { id: string; first: number; latest: number } | null;
}

/** The batch body: `data_list=<base64 of the UTF-8 JSON array>`. */
function encodeBatch(events: readonly WireEvent[]): string {
  return 'data_list=' + encodeURIComponent(base64Json(events));
}

/** One event as the SDK sends it alone: `data=<base64>&ext=crc%3D<n>`. */
function encodeSingle(event: WireEvent): string {
  const b64 = base64Json(event);
  return `data=${encodeURIComponent(b64)}&ext=${encodeURIComponent(`crc=${crcOf(b64)}`)}`;
}

function base64Json(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary);
}

/** The SDK's 32-bit hash of the base64 text. */
function crcOf(text: string): number {
  let h = 0;
  for (let i = 0; i < text.length; i++) h = ((h << 5) - h + text.charCodeAt(i)) | 0;
  return h;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
const localDay = (t: number) => {
  const d = new Date(t);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};
const localTime = (t: number) => {
  const d = new Date(t);
  return `${localDay(t)} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}.${pad(d.getMilliseconds(), 3)}`;
};
const randomId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
const originOf = (url: string) => {
  try {
    return new URL(url).origin;
  } catch {
    return '';
  }
};
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname;
  } catch {
    return '';
  }
};

/** The traffic source of this page load: the link's utm tags, else where the borrower came from. */
export function trafficSource(href: string, referrer: string): string {
  let url: URL | null = null;
  try {
    url = new URL(href);
  } catch {
    /* no address: as the SDK, direct */
  }
  const query = new URLSearchParams([url?.search ?? '', url?.hash.split('?')[1] ?? ''].join('&'));
  if (UTM.some((k) => query.get(k))) return SOURCE.paid;
  const host = hostOf(referrer);
  if (!host) return SOURCE.direct;
  if (SEARCH_HOSTS.some((h) => host.includes(h))) return SOURCE.search;
  if (SOCIAL_HOSTS.some((h) => host === h || host.endsWith(`.${h}`))) return SOURCE.social;
  return SOURCE.referral;
}

export interface Tracker {
  /** A funnel event. */
  track(event: string, props?: Record<string, unknown>): void;
  /** Signed in as `id` (the server's borrower id): a `$SignUp` joins the anonymous id to it, once. */
  login(id: string): void;
  /** Events are anonymous again (the borrower's id unknown for now). */
  logout(): void;
  /** Signed out: anonymous again, and what was recorded under the borrower is dropped, in storage and in flight. */
  forget(): void;
  /** The server's anonymous id of this device. */
  identify(id: string): void;
  /** The visit's first page view. */
  trackFirstPage(): void;
  /** The app showed a location: a page view when its route changed (a change of query alone is not one). */
  routeShown(): void;
  /** Hands the waiting events to the browser by beacon; returns how many. */
  flush(): number;
  /** Sends the waiting events as one batch now (also every 6 s); resolves when answered. */
  send(): Promise<void>;
  /** Removes the advertising ids from the events waiting in storage; returns how many changed. */
  stripQueuedAdIds(): number;
  /** The ids events carry now: `distinct_id` and the identities. */
  who(): { distinctId: string; loginId: string; anonymousId: string };
  /** Timers and listeners off (a page's end; tests). */
  stop(): void;
}

export function createTracker(targets: Targets, ctx: EventContext, win: Window = window, now: () => number = Date.now): Tracker {
  const storage = (() => {
    try {
      return win.localStorage;
    } catch {
      return null;
    }
  })();
  const origin = win.location.origin;
  // Batches go where the SDK sent them: an address ending in /sa becomes /sa.gif (the collector answers both).
  const eventsUrl = targets.eventsUrl?.replace(/\/sa(?=$|\?)/, '/sa.gif') ?? null;
  const readJson = <T>(key: string): T | null => {
    try {
      return JSON.parse(storage?.getItem(key) ?? 'null') as T | null;
    } catch {
      return null;
    }
  };
  const writeJson = (key: string, value: unknown): boolean => {
    try {
      if (!storage) return false;
      storage.setItem(key, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  };

  const adopted = adoptSdkStorage(win, storage);
  const validState = (v: IdState | null): v is IdState => Boolean(v && typeof v.cookieId === 'string' && typeof v.anonymousId === 'string');
  const existing = readJson<IdState>(ID_KEY);
  const state: IdState = validState(existing) ? existing : newState(adopted);
  // A browser seen for the first time: the SDK's first-visit profile goes with its first events.
  const isNew = state !== existing && !adopted.ids;
  const save = () => void writeJson(ID_KEY, state);
  /**
   * Another tab of this browser may have moved the session on (or signed in, identified): its state, as this one's.
   * Every change here is saved at once, so reloading never undoes one.
   */
  const reload = () => {
    const stored = readJson<IdState>(ID_KEY);
    if (validState(stored) && stored.cookieId === state.cookieId) Object.assign(state, stored);
  };

  // This page load's traffic source: a new landing (another site, or a link with utm tags) replaces the latest.
  const referrer = win.document.referrer;
  // Another site or app: its origin differs (a prefix match would take bystrye-zaimy.kz.example.com for the app's own).
  const external = referrer !== '' && originOf(referrer) !== origin;
  const source = trafficSource(win.location.href, external ? referrer : '');
  if (external || source === SOURCE.paid || !state.latest?.$latest_traffic_source_type) {
    const query = new URL(win.location.href).searchParams;
    // Kept as they would be sent: another site's origin only, a tag only if it is a label.
    state.latest = { $latest_traffic_source_type: source, $latest_referrer: external ? safeUrl(referrer, origin) : '' };
    for (const k of UTM) {
      const tag = cleanLaunchValue(query.get(k) ?? '');
      if (tag) state.latest[`$latest_${k}`] = tag;
    }
  }
  save();

  /**
   * The waiting events: in storage, shared by the tabs; in this page's memory when storage is missing or refuses a
   * write (private mode, full), so they still go with the next batch.
   */
  let memory: WireEvent[] | null = storage ? null : [];
  const queue = (): WireEvent[] => {
    if (memory) return memory;
    const q = readJson<unknown>(QUEUE_KEY);
    return Array.isArray(q) ? (q as WireEvent[]) : [];
  };
  const setQueue = (q: WireEvent[]) => {
    if (memory || !writeJson(QUEUE_KEY, q)) memory = q;
  };
  if (adopted.events.length > 0 && eventsUrl) setQueue([...queue(), ...adopted.events].slice(-SPEC.batchStorage));

  const adsAllowed = () => !ctx.marketing || ctx.marketing.allowed();
  const withoutAdIds = (e: WireEvent) => {
    if (ctx.marketing && !adsAllowed()) for (const k of ctx.marketing.adIds) delete e.properties[k];
    return e;
  };

  const sessionId = (t: number): string => {
    const s = state.session;
    if (!s || s.first > t || s.latest > t || t - s.first > SESSION_MAX_MS || t - s.latest > SESSION_IDLE_MS) {
      state.session = { id: randomId(), first: t, latest: t };
    } else {
      s.latest = t;
    }
    return state.session!.id;
  };

  const build = (type: WireEvent['type'], event: string | undefined, own: Record<string, unknown>): WireEvent => {
    const t = now();
    reload();
    const identities: Record<string, string> = { $identity_cookie_id: state.cookieId };
    if (state.anonymousId !== state.cookieId) identities.$identity_anonymous_id = state.anonymousId;
    if (state.loginId) identities.$identity_login_id = state.loginId;
    const preset: Record<string, unknown> =
      type === 'profile_set_once'
        ? {}
        : {
            $timezone_offset: new Date(t).getTimezoneOffset(),
            $screen_height: Number(win.screen?.height) || 0,
            $screen_width: Number(win.screen?.width) || 0,
            $viewport_height: win.innerHeight || 0,
            $viewport_width: win.innerWidth || 0,
            $lib: 'js',
            $lib_version: LIB_VERSION,
            ...state.latest,
            $url: win.location.href,
            $title: analyticsTitleKey(routeOf(win.location.hash)),
            $is_first_day: state.firstDay === localDay(t),
          };
    const properties: Record<string, unknown> = { ...preset, ...own };
    const session = type === 'track' ? sessionId(t) : null;
    save();
    // The filter: addresses without queries, the common properties, then personal data out.
    for (const key of URL_PROPERTIES) if (key in properties) properties[key] = safeUrl(properties[key], origin);
    const tracked = type !== 'profile_set_once';
    if (tracked) Object.assign(properties, ctx.common());
    cleanProperties(properties, ctx.secrets());
    if (tracked) Object.assign(properties, ctx.identity?.());
    // The tracker's own random id, after the filter: 32 hex characters hold a run of twelve digits (an IIN's
    // shape) or a Luhn-valid one often enough that the filter dropped about one session id in fifty.
    if (session !== null) properties.$event_session_id = session;
    const e: WireEvent = {
      identities,
      distinct_id: state.loginId || state.anonymousId,
      lib: { $lib: 'js', $lib_method: 'code', $lib_version: LIB_VERSION },
      properties,
      ...(state.loginId ? { login_id: state.loginId } : {}),
      anonymous_id: state.anonymousId,
      type,
      ...(event ? { event } : {}),
      time: t,
      _track_id: Math.floor(Math.random() * 1e5) * 1e4 + (t % 1e4),
    };
    return withoutAdIds(e);
  };

  const held = () => ctx.held?.() ?? false;
  const canBeacon = () => typeof win.navigator.sendBeacon === 'function';

  /** Behaviour beacons of events recorded while a card page was on screen: sent when it is left. */
  let heldBeacons: WireEvent[] = [];
  const beaconsAllowed = () => !ctx.marketing || (ctx.marketing.beacons ?? ctx.marketing.allowed)();
  const beaconOut = (e: WireEvent) => {
    if (!beaconsAllowed() || !targets.behaviourUrl || !canBeacon()) return;
    try {
      win.navigator.sendBeacon(targets.behaviourUrl, encodeSingle(withoutAdIds(e)));
    } catch {
      /* a refused beacon loses one behaviour event, nothing else */
    }
  };
  /** Behaviour events (every `track`: page views and the funnel) also go, one beacon each, to the behaviour server. */
  const behaviourBeacon = (e: WireEvent) => {
    if (e.type !== 'track' || !targets.behaviourUrl) return;
    if (held()) heldBeacons.push(e);
    else beaconOut(e);
  };

  /** The batch being posted now, if any (its events are out of the queue meanwhile). */
  let inFlight: WireEvent[] | null = null;
  /** A send asked for while one was in flight (a page view right after another): it follows at once. */
  let again = false;

  /** An event as it leaves now: stamped, and without the advertising ids if the consent is gone since it was built. */
  const leaving = (e: WireEvent, flushTime: number): WireEvent => withoutAdIds({ ...e, properties: { ...e.properties }, _flush_time: flushTime });
  const beaconBody = (events: WireEvent[]) => new Blob([encodeBatch(events)], { type: 'application/x-www-form-urlencoded' });

  const record = (e: WireEvent, sendNow = false) => {
    behaviourBeacon(e);
    if (!eventsUrl) return;
    const q = queue();
    if (q.length >= SPEC.batchStorage) {
      // Storage full (a long offline spell): this one goes by beacon at once, lost if the network is down.
      if (!held() && canBeacon()) win.navigator.sendBeacon(eventsUrl, beaconBody([leaving(e, now())]));
      return;
    }
    q.push(e);
    setQueue(q);
    if (sendNow) void send();
  };

  /** One batch of everything waiting, taken out of the queue first (another tab does not send it too). */
  const send = async (): Promise<void> => {
    if (held()) return;
    for (const e of heldBeacons.splice(0)) beaconOut(e);
    if (!eventsUrl) return;
    if (inFlight) {
      again = true;
      return;
    }
    const batch = queue();
    if (batch.length === 0) return;
    setQueue([]);
    inFlight = batch;
    const flushTime = now();
    const body = encodeBatch(batch.map((e) => leaving(e, flushTime)));
    const abort = new AbortController();
    const timer = win.setTimeout(() => abort.abort(), SPEC.requestTimeoutMs);
    let ok = false;
    try {
      const res = await win.fetch(eventsUrl, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body,
        credentials: 'omit',
        signal: abort.signal,
      });
      ok = res.ok;
    } catch {
      /* offline, refused, timed out: they wait for the next send */
    } finally {
      win.clearTimeout(timer);
    }
    // Still this batch's turn (the page's leaving or a sign-out did not take it meanwhile).
    if (inFlight !== batch) return;
    inFlight = null;
    // Not taken: back in front of what came meanwhile.
    if (!ok) setQueue([...batch, ...queue()].slice(0, SPEC.batchStorage));
    const more = again;
    again = false;
    if (ok && more) await send();
  };

  const flush = (): number => {
    if (!eventsUrl || !canBeacon() || held()) return 0;
    // A batch in flight goes again with the rest: it may reach the collector twice (`_track_id` and `time` tell).
    const waiting = [...(inFlight ?? []), ...queue()].slice(0, SPEC.batchStorage);
    inFlight = null;
    again = false;
    const flushTime = now();
    const ready = waiting.map((e) => leaving(e, flushTime));
    let i = 0;
    while (i < ready.length) {
      // As many as fit in one beacon, at least one.
      let n = 1;
      while (i + n < ready.length && encodeBatch(ready.slice(i, i + n + 1)).length <= BEACON_BYTES) n += 1;
      if (!win.navigator.sendBeacon(eventsUrl, beaconBody(ready.slice(i, i + n)))) break; // quota spent
      i += n;
    }
    setQueue(waiting.slice(i));
    return i;
  };

  // The page the visit opened on: its view is recorded first, even if the borrower moved on before analytics was ready.
  const firstUrl = win.location.href;
  const firstRoute = routeOf(win.location.hash);
  let lastRoute: string | null = null;
  let lastUrl = '';
  const pageView = (url: string, previousRoute: string, referrerUrl: string) => {
    const route = routeOf(new URL(url).hash);
    lastRoute = route;
    lastUrl = url;
    reload();
    const firstTime = !state.viewed;
    state.viewed = true;
    save();
    const ref = safeUrl(referrerUrl, origin);
    record(
      build('track', '$pageview', {
        $url: url,
        $title: analyticsTitleKey(route),
        $referrer: ref,
        $url_path: '/',
        page_path: route,
        page_title_key: analyticsTitleKey(route),
        previous_page: previousRoute,
        $is_first_time: firstTime,
        $referrer_host: hostOf(ref),
      }),
      true,
    );
  };
  const firstPage = () => {
    if (lastRoute !== null) return;
    if (ctx.heldRoute?.(firstRoute)) {
      lastRoute = firstRoute;
      lastUrl = firstUrl;
      return;
    }
    // The first page's previous page: the other site the borrower came from (its origin), or none.
    const from = external ? safeUrl(referrer, origin) : '';
    pageView(firstUrl, from, from);
  };

  const timer = win.setInterval(() => void send(), SPEC.batchIntervalMs);
  const onHide = () => void flush();
  const onVisibility = () => {
    if (win.document.visibilityState === 'hidden') onHide();
  };
  win.addEventListener('pagehide', onHide);
  win.document.addEventListener('visibilitychange', onVisibility);

  if (isNew) {
    const firstRef = external ? referrer : '';
    record(
      build('profile_set_once', undefined, {
        $first_visit_time: localTime(now()),
        $first_referrer: firstRef,
        $first_referrer_host: hostOf(firstRef),
        $first_browser_language: String(win.navigator.language ?? '').toLowerCase(),
        $first_browser_charset: String(win.document.characterSet ?? '').toUpperCase(),
        $first_traffic_source_type: source,
        $timezone_offset: new Date(now()).getTimezoneOffset(),
      }),
    );
  }

  return {
    track(event, props = {}) {
      record(build('track', event, { ...props }));
    },
    login(id) {
      const loginId = clampId(id);
      reload();
      if (!loginId || loginId === state.loginId) return;
      state.loginId = loginId;
      save();
      const e = build('track_signup', '$SignUp', {});
      // As the SDK: the anonymous id is what the borrower's id is joined to, never a previous borrower's id.
      e.original_id = state.anonymousId;
      record(e, true);
    },
    logout() {
      reload();
      state.loginId = '';
      save();
    },
    forget() {
      // Nothing recorded under the borrower leaves after they signed out: not the queue, not a batch in flight
      // (a late failure does not put it back), not a held behaviour beacon.
      inFlight = null;
      again = false;
      heldBeacons = [];
      setQueue([]);
      reload();
      state.loginId = '';
      save();
    },
    identify(id) {
      const anonymousId = clampId(id);
      if (!anonymousId) return;
      reload();
      state.anonymousId = anonymousId;
      save();
    },
    trackFirstPage: firstPage,
    routeShown() {
      const route = routeOf(win.location.hash);
      if (lastRoute === null) {
        // A page change before analytics recorded the visit's first page: that one first.
        if (route === firstRoute) return;
        firstPage();
      }
      const previous = lastRoute ?? '';
      if (route === previous) return;
      if (ctx.routeChanged) win.setTimeout(() => ctx.routeChanged?.(route), 0);
      // A card page: its view is not recorded.
      if (ctx.heldRoute?.(route)) {
        lastRoute = route;
        return;
      }
      pageView(win.location.href, previous, lastUrl);
    },
    flush,
    send,
    stripQueuedAdIds() {
      if (!ctx.marketing) return 0;
      const adIds = ctx.marketing.adIds;
      let changed = 0;
      const q = queue().map((e) => {
        if (!e?.properties || !adIds.some((k) => k in e.properties)) return e;
        changed += 1;
        const properties = { ...e.properties };
        for (const k of adIds) delete properties[k];
        return { ...e, properties };
      });
      if (changed > 0) setQueue(q);
      return changed;
    },
    who: () => ({ distinctId: state.loginId || state.anonymousId, loginId: state.loginId, anonymousId: state.anonymousId }),
    stop() {
      win.clearInterval(timer);
      win.removeEventListener('pagehide', onHide);
      win.document.removeEventListener('visibilitychange', onVisibility);
    },
  };

  function newState(from: { ids: Pick<IdState, 'cookieId' | 'anonymousId' | 'loginId'> | null }): IdState {
    const cookieId = from.ids?.cookieId ?? randomId();
    return {
      cookieId,
      anonymousId: from.ids?.anonymousId ?? cookieId,
      loginId: from.ids?.loginId ?? '',
      // A browser the SDK knew is not on its first day any more.
      firstDay: from.ids ? '' : localDay(now()),
      viewed: Boolean(from.ids),
      latest: {},
      session: null,
    };
  }
}

/** The SDK's cookies: its ids (`sa_jssdk_2015_<host with _ for .>`, or `sensorsdata2015jssdkcross`), its new-user flags, its session. */
const SDK_COOKIE = /^(sa_jssdk_2015_|sajssdk_2015_|sensorsdata2015jssdk)/;
const SDK_ID_COOKIE = /^(sa_jssdk_2015_|sensorsdata2015jssdkcross)/;

/**
 * The Sensors SDK's storage, left by the app's earlier builds: its ids (so a returning browser stays the same
 * visitor; only while this browser has no `analytics_id` yet) and its waiting events are taken over, and its
 * cookies and keys are removed, at every start (a tab of an older build may still write them).
 */
export function adoptSdkStorage(win: Window, storage: Storage | null): { ids: Pick<IdState, 'cookieId' | 'anonymousId' | 'loginId'> | null; events: WireEvent[] } {
  const out: { ids: Pick<IdState, 'cookieId' | 'anonymousId' | 'loginId'> | null; events: WireEvent[] } = { ids: null, events: [] };
  let known = false;
  try {
    known = Boolean(storage?.getItem(ID_KEY));
  } catch {
    /* unreadable: taken as unknown */
  }
  let cookies: string[] = [];
  try {
    cookies = win.document.cookie ? win.document.cookie.split(/;\s*/) : [];
  } catch {
    /* cookies blocked */
  }
  for (const c of cookies) {
    const eq = c.indexOf('=');
    const name = eq < 0 ? c : c.slice(0, eq);
    if (!SDK_COOKIE.test(name)) continue;
    if (!known && !out.ids && SDK_ID_COOKIE.test(name)) {
      try {
        const v = JSON.parse(decodeURIComponent(c.slice(eq + 1))) as { distinct_id?: unknown; first_id?: unknown; identities?: unknown };
        const identities = typeof v.identities === 'string' ? (JSON.parse(atob(v.identities)) as Record<string, unknown>) : {};
        const distinct = typeof v.distinct_id === 'string' ? v.distinct_id : '';
        const first = typeof v.first_id === 'string' ? v.first_id : '';
        const anonymousId = clampId(first || distinct);
        if (anonymousId) {
          const cookieId = typeof identities.$identity_cookie_id === 'string' ? identities.$identity_cookie_id : anonymousId;
          out.ids = { cookieId: clampId(cookieId), anonymousId, loginId: first ? clampId(distinct) : '' };
        }
      } catch {
        /* not the SDK's JSON: a fresh id */
      }
    }
    try {
      win.document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
    } catch {
      /* as above */
    }
  }
  if (!storage) return out;
  const keys: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key && (key.startsWith(SDK_EVENT_PREFIX) || key.startsWith(SDK_TAB_PREFIX))) keys.push(key);
    }
    for (const key of keys) {
      if (key.startsWith(SDK_EVENT_PREFIX)) {
        try {
          const e = JSON.parse(storage.getItem(key) ?? 'null') as WireEvent | null;
          if (e && typeof e.type === 'string' && typeof e.distinct_id === 'string' && e.properties && typeof e.properties === 'object') out.events.push(e);
        } catch {
          /* a half-written entry */
        }
      }
      storage.removeItem(key);
    }
  } catch {
    /* storage refused: nothing of it to take over */
  }
  out.events.sort((a, b) => (Number(a.time) || 0) - (Number(b.time) || 0));
  return out;
}
