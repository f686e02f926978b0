/**
 * Recording a change of the marketing consent (./marketingConsent.ts is the gate that reads it), and hearing
 * one made in this tab or another.
 */
import { APP_KEYS, readRaw, removeRaw, writeRaw } from '@/lib/storage';
import { AD_ID_KEYS, rememberConsent, type MarketingConsent } from '@/stores/marketingConsent';
import { captureCookieIds, isAdId, parseCookies, setTabAdIds, tabAdIds } from '@/stores/tracking';
import { cleanLaunchValue } from '@/utils/sanitize';

/** The pixels' own cookies the ids are read from (src/stores/tracking.ts COOKIE_IDS). */
const AD_COOKIES = ['_fbp', '_fbc', '_ttp'] as const;

type Listener = (consent: MarketingConsent) => void;
const listeners = new Set<Listener>();

/**
 * Records the consent. Withdrawn: the stored ids and the pixels' cookies are deleted at once (a later
 * consent starts from new ones, from the next ad visit). Listeners in this tab are told now; other tabs
 * through the `storage` event (onMarketingConsentChange).
 */
export function setMarketingConsent(consent: MarketingConsent, doc: Document | undefined = typeof document === 'undefined' ? undefined : document): void {
  writeRaw(APP_KEYS.marketingConsent, consent);
  rememberConsent(readRaw(APP_KEYS.marketingConsent) === consent ? null : consent);
  // An ad link's ids this tab kept unsent are stored now (given) or dropped (withdrawn).
  adoptTabAdIds(consent);
  if (consent === 'withdrawn') {
    for (const key of AD_ID_KEYS) removeRaw(key);
    if (doc) expireAdCookies(doc);
  } else if (doc) {
    captureCookieIds(parseCookies(doc.cookie));
  }
  for (const l of listeners) l(consent);
}

/** Deletes the pixels' cookies on this host and each parent domain they may have been set on. */
export function expireAdCookies(doc: Document): void {
  const host = doc.location?.hostname ?? '';
  const parts = host.split('.');
  const domains = [''];
  for (let i = 0; i < parts.length - 1; i++) domains.push(`; domain=.${parts.slice(i).join('.')}`);
  for (const name of AD_COOKIES) {
    for (const domain of domains) {
      try {
        doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
      } catch {
        /* cookies blocked: none to delete */
      }
    }
  }
}

/**
 * Calls `listener` when the consent changes, in this tab or another. Returns the unsubscribe function.
 */
export function onMarketingConsentChange(listener: Listener, win: Window | undefined = typeof window === 'undefined' ? undefined : window): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key !== APP_KEYS.marketingConsent) return;
    if (e.newValue === 'given' || e.newValue === 'withdrawn') listener(e.newValue);
  };
  win?.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    win?.removeEventListener('storage', onStorage);
  };
}

/**
 * Marketing consent recorded: given, the ids this tab kept from an ad link become stored ids (sent from now
 * on); withdrawn, they are dropped.
 */
function adoptTabAdIds(consent: MarketingConsent): void {
  const waiting = tabAdIds();
  setTabAdIds({});
  if (consent !== 'given') return;
  for (const [key, value] of Object.entries(waiting)) {
    const clean = cleanLaunchValue(value);
    if (isAdId(key) && clean) writeRaw(key, clean);
  }
}
