import { APP_KEYS, readRaw, writeRaw } from '@/lib/storage';
import { cleanLaunchValue, cleanTrackingValue } from '@/utils/sanitize';
import { hashQuery } from '@/utils/hashAddress';
import { AD_ID_KEYS, adIdsAllowed, marketingConsent } from '@/stores/marketingConsent';

/** Query parameters read and stored on web launch (spec section 3). */
export const LAUNCH_PARAMS = ['channel', 'ttclid', 'sourceid', 'click_id', 'utm_term', 'source'] as const;
/** Tracking ids that fall back to these cookies when not stored. */
export const COOKIE_IDS = { fbp: '_fbp', fbc: '_fbc', ttp: '_ttp' } as const;

export type LaunchParams = Partial<Record<(typeof LAUNCH_PARAMS)[number], string>>;

/**
 * Query parameters of a web address: both the real query (`/?channel=x#/`) and the part after '?'
 * inside the hash (`/#/?channel=x`), the real query winning.
 */
export function launchQuery(href: string): URLSearchParams {
  const url = new URL(href, 'http://localhost');
  const merged = new URLSearchParams();
  for (const [k, v] of hashQuery(url.hash)) merged.set(k, v);
  for (const [k, v] of url.searchParams) merged.set(k, v);
  return merged;
}

export function readLaunchParams(href: string): LaunchParams {
  const q = launchQuery(href);
  const out: LaunchParams = {};
  for (const key of LAUNCH_PARAMS) {
    const value = cleanLaunchValue(q.get(key));
    if (value) out[key] = value;
  }
  return out;
}

export function parseCookies(cookie: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of cookie.split(';')) {
    const i = part.indexOf('=');
    if (i < 0) continue;
    out[part.slice(0, i).trim()] = cookieValue(part.slice(i + 1).trim());
  }
  return out;
}

/** A cookie's value as the pixel meant it: percent-decoded when it is valid percent-encoding. */
export function cookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** An ad link's ids before any marketing consent: this tab's only (sessionStorage), never sent from there. */
const TAB_AD_IDS = 'ad-ids-unconsented';

export const isAdId = (key: string) => (AD_ID_KEYS as readonly string[]).includes(key);

export function tabAdIds(): Record<string, string> {
  try {
    const v: unknown = JSON.parse(window.sessionStorage.getItem(TAB_AD_IDS) ?? '{}');
    return v && typeof v === 'object' ? (v as Record<string, string>) : {};
  } catch {
    return {};
  }
}

export function setTabAdIds(ids: Record<string, string>): void {
  try {
    if (Object.keys(ids).length) window.sessionStorage.setItem(TAB_AD_IDS, JSON.stringify(ids));
    else window.sessionStorage.removeItem(TAB_AD_IDS);
  } catch {
    /* no session storage: the link's ids are not kept at all */
  }
}

/**
 * Stores the launch parameters of the address. Returns true when the address carried `source`
 * (spec: the app then opens /pages/home/index). Campaign labels are stored; advertising ids only under a
 * given marketing consent. Before any consent (a visitor who never signed in) they wait in this tab,
 * unsent, for the consent (adoptTabAdIds); withdrawn, they are not kept.
 */
export function captureTracking(href: string): { hasSource: boolean } {
  const params = readLaunchParams(href);
  const consent = marketingConsent();
  const waiting = tabAdIds();
  for (const [key, value] of Object.entries(params)) {
    if (!isAdId(key) || consent === 'given') writeRaw(key, value);
    else if (consent === null) waiting[key] = value;
  }
  setTabAdIds(consent === null ? waiting : {});
  return { hasSource: Boolean(params.source) };
}

/** Stores the pixels' ids (fbp, fbc, ttp) from their cookies, by cookie name, unless already stored. */
export function captureCookieIds(cookies: Record<string, string>): void {
  if (!adIdsAllowed()) return;
  for (const [key, cookieName] of Object.entries(COOKIE_IDS)) {
    if (readRaw(key)) continue;
    const value = cleanLaunchValue(cookies[cookieName]);
    if (value) writeRaw(key, value);
  }
}

function randomId(): string {
  const c = globalThis.crypto;
  if (c?.randomUUID) return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Generated once per browser and kept (survives logout). */
export function deviceId(): string {
  let id = readRaw(APP_KEYS.deviceId);
  if (!id) {
    id = randomId();
    writeRaw(APP_KEYS.deviceId, id);
  }
  return id;
}

const stored = (key: string): string => cleanLaunchValue(readRaw(key) ?? '');

export function platformOf(ua: string): 'android' | 'ios' | 'web' {
  if (/android/i.test(ua)) return 'android';
  if (/iphone|ipad|ipod/i.test(ua)) return 'ios';
  return 'web';
}

export function modelOf(ua: string): string {
  const android = /Android [\d.]+; ([^;)]+)/.exec(ua);
  if (android?.[1]) return android[1].replace(/ Build\/.*$/, '').trim();
  if (/iPhone/.test(ua)) return 'iPhone';
  if (/iPad/.test(ua)) return 'iPad';
  return 'web';
}

/** In-app browser that opened the page (TikTok, Instagram...), the spec's "web source". */
export function webSource(ua: string): string {
  if (/musical_ly|TikTok|BytedanceWebview/i.test(ua)) return 'tiktok';
  if (/Instagram/i.test(ua)) return 'instagram';
  if (/FBAN|FBAV/i.test(ua)) return 'facebook';
  if (/Telegram/i.test(ua)) return 'telegram';
  return 'browser';
}

/** The spec's section 7 list, added to every request body. */
export function commonFields(app: { name: string; version: string }): Record<string, string> {
  const ua = typeof navigator !== 'undefined' ? navigator.userAgent : '';
  // No marketing consent given: the advertising ids go empty (the fields stay, as the contract has them).
  const ad = adIdsAllowed() ? stored : () => '';
  return {
    app: app.name,
    version: app.version,
    from: 'h5',
    webSource: webSource(ua),
    platform: platformOf(ua),
    model: modelOf(ua),
    userAgent: cleanTrackingValue(ua, 500),
    deviceId: deviceId(),
    channel: stored('channel'),
    analytics: stored('analytics'),
    // No GA4 SDK runs on the web build; the field is sent empty so the contract stays the same.
    ga4InstanceId: '',
    fbp: ad('fbp'),
    fbc: ad('fbc'),
    ttp: ad('ttp'),
    ttclid: ad('ttclid'),
    sourceid: stored('sourceid'),
    transaction_id: ad('click_id'),
    utm_term: stored('utm_term'),
    appsflyer_id: ad('appsflyer_id'),
    devgaid: ad('devgaid'),
    gaid: ad('devgaid'),
  };
}
