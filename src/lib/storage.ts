/**
 * The one registry of localStorage keys (spec section 3). Every read and write of browser storage goes
 * through here, so a test can list exactly what the app may persist.
 */

/** Keys cleared at logout, exactly as the spec lists them (30). */
export const LOGOUT_KEYS = [
  'userData',
  'token',
  'currentDayIndex',
  'loanMoney',
  'contact2_data',
  'app_data',
  'calendar_data',
  'usersms_data',
  'mobile',
  'front',
  'obverse',
  'zipai',
  'bankObj',
  'bankNumber',
  'bankTime',
  'name',
  'bankCVC',
  'curp',
  'backendObj',
  'isSync',
  'infosta',
  'statusShow',
  'source',
  'sourceclick',
  'location_data',
  'frontold',
  'obverseold',
  'loanSucc',
  'email',
  'lead',
] as const;

/** Tracking and preference keys the spec reads; they survive logout. */
export const TRACKING_KEYS = [
  'channel',
  'analytics',
  'fbp',
  'fbc',
  'ttp',
  'ttclid',
  'sourceid',
  'click_id',
  'utm_term',
  'appsflyer_id',
  'devgaid',
  'distinctid',
] as const;

/** Keys the app adds beyond the spec (docs/decisions.md explains each). */
export const APP_KEYS = {
  locale: 'app_locale',
  deviceId: 'deviceId',
  config: 'cfgIndex',
  drafts: 'drafts',
  returnTo: 'returnTo',
  /** The Kazakhstan day ('YYYY-MM-DD') the Loans tab pop-up was last dismissed: none again that day. */
  popupDismissed: 'popupDismissed',
  /** Analytics: hashes of the once-only funnel events this browser reported (docs/analytics.md). */
  analyticsSeen: 'analytics_seen',
  /** Analytics: this browser's random key for the pseudonymous mobile identity; never sent. */
  analyticsKey: 'analytics_key',
  /**
   * Analytics (src/features/analytics/tracker.ts): this browser's ids (its own random id, the server's anonymous id,
   * the borrower's id while signed in, which every session end forgets), its first day, latest traffic source and session.
   */
  analyticsId: 'analytics_id',
  /** Analytics: the events waiting to be sent (at most 200), shared by the tabs; dropped at every sign-out. */
  analyticsQueue: 'analytics_queue',
  /**
   * The borrower's marketing consent as this browser last learned it: 'withdrawn' or 'given' (absent:
   * not known). Advertising ids are neither stored nor sent while it is 'withdrawn' (src/stores/marketingConsent.ts).
   */
  marketingConsent: 'marketing_consent',
  /**
   * The few reads the signed-in Loans tab shows offline (src/shared/offline/keep.ts): the borrower's, stripped of
   * card, token and IIN, at most 7 days old; removed at every session end.
   */
  kept: 'kept_reads',
  /**
   * Copies of the signed-in screens as they last showed, drawn before the app's code arrives
   * (src/shared/offline/keptScreen.ts): what the kept reads show and no more, for the answer's day; removed with them.
   */
  keptScreen: 'kept_screen',
} as const;

/**
 * Never written by this app (PCI DSS 3.3.1 / 3.4.1). Older app versions wrote card data under these;
 * they stay in LOGOUT_KEYS so logout removes whatever an old version left behind.
 */
export const FORBIDDEN_KEYS = ['bankNumber', 'bankCVC'] as const;

export type LogoutKey = (typeof LOGOUT_KEYS)[number];
export type TrackingKey = (typeof TRACKING_KEYS)[number];

function store(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Private mode in some in-app browsers throws on access.
    return null;
  }
}

export function readRaw(key: string): string | null {
  try {
    return store()?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeRaw(key: string, value: string): void {
  if ((FORBIDDEN_KEYS as readonly string[]).includes(key)) {
    throw new Error(`Refusing to persist card data under "${key}"`);
  }
  try {
    store()?.setItem(key, value);
  } catch {
    // Quota exceeded or storage disabled: the app keeps working from memory.
  }
}

export function removeRaw(key: string): void {
  try {
    store()?.removeItem(key);
  } catch {
    /* ignore */
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readRaw(key);
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeJson(key: string, value: unknown): void {
  writeRaw(key, JSON.stringify(value));
}

/** Removes exactly the spec's logout keys. */
export function clearLogoutKeys(): void {
  for (const key of LOGOUT_KEYS) removeRaw(key);
}
