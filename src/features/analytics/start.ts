/**
 * The analytics runtime, started by main.tsx once the first screen is painted and the browser is idle
 * (its own chunk).
 *
 * - `/bury2/add` once per visit with the marketing channel;
 * - `/api/user/uploadDeviceInfo` once per signed-in visit (at start when signed in, and at sign-in);
 * - `/Sensors/getField`: the analytics identity (the server's borrower id, or its anonymous id of this
 *   device), at start and at each sign-in or sign-out;
 * - the events (tracker.ts, in the Sensors Data wire format) with page views and the funnel events of
 *   src/shared/analytics.
 * A visit is this browser tab's session (sessionStorage): a reload or the return from a payment or
 * liveness page is the same visit. docs/analytics.md has the whole catalogue.
 *
 * While a card page is on screen nothing is sent to the analytics servers and no page view of it is recorded
 * (src/shared/analytics/thirdPartyHold.ts; security review M3). The company API's own calls above are not
 * third-party and are not held.
 */
import { env } from '@/config/env';
import { connectAnalytics, type EventProps, type FunnelEvent } from '@/shared/analytics/track';
import { readRaw } from '@/lib/storage';
import { useSession } from '@/stores/session';
import { deviceId, webSource } from '@/stores/tracking';
import { cleanLaunchValue } from '@/utils/sanitize';
import { nextTask } from '@/utils/nextTask';
import { bury2Add, getSensorsField, uploadDeviceInfo } from './endpoints';
import { targetsOf } from './config';
import { deviceInfo } from './device';
import { mobileIdentity, usableServerId } from './identity';
import { routeOf } from './privacy';
import { fnv1a } from '@/utils/fnv';
import { AD_ID_KEYS, adIdsAllowed, beaconsAllowed } from '@/stores/marketingConsent';
import { onMarketingConsentChange } from '@/stores/marketingConsentChange';
import { isHeldRoute, onThirdPartyHold, thirdPartyAllowed, thirdPartyHeld } from '@/shared/analytics/thirdPartyHold';
import { onLocationShown } from '@/shared/navigation/navBridge';

/** Marketing ids an event carries besides `channel`, when stored (spec section 3). */
const MARKETING_IDS = ['ttclid', 'sourceid', 'click_id', 'utm_term', 'fbp', 'fbc', 'ttp', 'appsflyer_id', 'devgaid'] as const;

/** How long the first page view waits for /Sensors/getField. */
const IDENTITY_WAIT_MS = 3000;

const VISIT_KEY = 'analytics-visit';
const DEVICE_KEY = 'analytics-device';

function session(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}
function setSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    /* private mode: at worst the call is made again next load */
  }
}

const stored = (key: string) => cleanLaunchValue(readRaw(key) ?? '');

/** `/bury2/add` with the channel, the first time this visit. */
export async function reportLaunch(): Promise<void> {
  if (session(VISIT_KEY)) return;
  setSession(VISIT_KEY, '1');
  try {
    await bury2Add({ type: 'launch', type2: stored('channel') });
  } catch {
    // Attribution is best effort: a failed call is not retried (it is not worth a borrower's data plan).
  }
}

/** `/api/user/uploadDeviceInfo`, once per signed-in visit (a new sign-in is a new one). */
export async function reportDevice(token: string): Promise<void> {
  if (!token) return;
  const mark = fnv1a(token);
  if (session(DEVICE_KEY) === mark) return;
  setSession(DEVICE_KEY, mark);
  try {
    await uploadDeviceInfo(deviceInfo());
  } catch {
    /* best effort, as above; a 301 still ends the session through the HTTP client like any call */
  }
}

interface Identity {
  isLogin: boolean;
  mobileIdentity: string | null;
}

let started: Promise<void> | null = null;

export function startAnalytics(): Promise<void> {
  started ??= run();
  return started;
}

async function run(): Promise<void> {
  void reportLaunch();
  void reportDevice(useSession.getState().token);

  const targets = targetsOf(env, window.location.href);
  if (!targets.eventsUrl && !targets.behaviourUrl) {
    // Sending is off: events reported by the app go nowhere (and stop waiting in memory).
    connectAnalytics(() => {});
    useSession.subscribe((s, prev) => {
      if (s.token && s.token !== prev.token) void reportDevice(s.token);
    });
    return;
  }

  // A visit that starts on a card page starts sending only once the borrower has left the card pages.
  await thirdPartyAllowed();
  // The sender is a chunk of its own, fetched only when there is somewhere to send (the landing pages' start
  // does not carry it: scripts/chunking.ts puts what this module imports statically in the start's chunk).
  // Without the network at this moment, this page's analytics is lost (src/app/later.ts); the next page load sends.
  const { createTracker } = await import('./tracker');
  await thirdPartyAllowed();

  const identity: Identity = { isLogin: false, mobileIdentity: null };
  // The funnel events reported while a card page is on screen (or its route is in the address): recorded once
  // it is left, in the order they came.
  const held: Array<[FunnelEvent, EventProps]> = [];
  const recordHeld = () => {
    if (!thirdPartyHeld()) for (const [event, props] of held.splice(0)) tracker.track(event, props);
  };
  const ctx = {
    common: (): Record<string, string | number | boolean> => {
      const props: Record<string, string | number | boolean> = {
        app_name: env.appName,
        app_version: env.appVersion,
        platform: 'h5',
        web_source: webSource(navigator.userAgent),
        screen: routeOf(window.location.hash),
        channel: stored('channel'),
        is_login: identity.isLogin,
      };
      // No marketing consent given: campaign labels only, no advertising id.
      const allowed = adIdsAllowed();
      for (const key of MARKETING_IDS) {
        if (!allowed && (AD_ID_KEYS as readonly string[]).includes(key)) continue;
        const v = stored(key);
        if (v) props[key] = v;
      }
      return props;
    },
    identity: (): Record<string, string> =>
      identity.isLogin && identity.mobileIdentity ? { mobile_identity: identity.mobileIdentity } : {},
    secrets: () => {
      const s = useSession.getState();
      return { token: s.token || undefined, phone: s.userData.phone };
    },
    marketing: { allowed: adIdsAllowed, beacons: beaconsAllowed, adIds: AD_ID_KEYS },
    held: thirdPartyHeld,
    heldRoute: isHeldRoute,
    // A card page's route left before its page held anything (its code was still loading): no hold ends, so
    // the events reported meanwhile are recorded at the route change.
    routeChanged: () => recordHeld(),
  };

  // Each step in a task of its own (a cheap phone's main thread): input is answered between.
  await nextTask();
  const tracker = createTracker(targets, ctx);
  // Page changes from now on (one before the visit's first page view is recorded brings that one first).
  onLocationShown(() => tracker.routeShown());
  // A withdrawal here or in another tab: the events already waiting lose their advertising ids too.
  onMarketingConsentChange((consent) => {
    if (consent === 'withdrawn') tracker.stripQueuedAdIds();
  });
  if (!adIdsAllowed()) tracker.stripQueuedAdIds();
  await nextTask();

  /** Who is signed in now, as the events should say it: the server's id for login, or the anonymous one. */
  let applied = '';
  const applyIdentity = async (token: string) => {
    if (!token && applied) {
      // Signed out: from now on the events are anonymous again, and nothing recorded under the borrower is sent
      // after they left.
      tracker.forget();
      applied = '';
    } else if (!token && tracker.who().loginId) {
      // A page that starts signed out while the ids still name a borrower (their session ended on the server's
      // word, not by a sign-out, which forgets it): anonymous from here on.
      tracker.logout();
    }
    const phone = useSession.getState().userData.phone;
    let serverId: string | null = null;
    try {
      serverId = usableServerId((await getSensorsField({ deviceId: deviceId() })).distinctId, phone);
    } catch {
      /* offline or refused: this browser's own anonymous id, and for a borrower the keyed hash */
    }
    if (useSession.getState().token !== token) return; // signed in or out meanwhile: that change applies
    if (token) {
      identity.isLogin = true;
      identity.mobileIdentity = await mobileIdentity(serverId, phone);
      // The borrower's events join under the server's id; the hash is never a login id (and another
      // borrower's id must not stay in force when this one's is unknown).
      if (serverId) {
        if (applied !== serverId) tracker.login(serverId);
      } else if (applied) {
        tracker.logout();
      }
      applied = serverId ?? '';
    } else {
      identity.isLogin = false;
      identity.mobileIdentity = null;
      if (serverId) tracker.identify(serverId);
    }
  };

  const token = useSession.getState().token;
  identity.isLogin = Boolean(token);
  // The first page view waits for the identity, but not for long: a slow answer applies when it comes.
  await Promise.race([applyIdentity(token), new Promise((r) => setTimeout(r, IDENTITY_WAIT_MS))]);

  useSession.subscribe((s, prev) => {
    if (s.token === prev.token) return;
    identity.isLogin = Boolean(s.token);
    // Until the new identity is known, no event carries the previous one.
    identity.mobileIdentity = null;
    void applyIdentity(s.token);
    if (s.token) void reportDevice(s.token);
  });

  // A card page opened meanwhile: not even the first page view until it is left.
  await thirdPartyAllowed();
  await nextTask();
  tracker.trackFirstPage();

  // A card page opened later: nothing is sent while it is on screen (no page view of the card pages), and the
  // funnel events reported there (card_added) wait in `held` and are recorded when it is left.
  onThirdPartyHold((on) => {
    if (on) return;
    recordHeld();
    void tracker.send();
  });
  connectAnalytics((event: FunnelEvent, props: EventProps) => {
    if (thirdPartyHeld()) {
      held.push([event, props]);
      return;
    }
    recordHeld();
    tracker.track(event, props);
  });
}
