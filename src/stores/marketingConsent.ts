/**
 * The marketing consent gate (law.md §1 row 22, §6 "Ad pixels read before consent"): while the borrower's
 * marketing consent is withdrawn, no advertising id leaves this browser: not in a request body (commonFields),
 * not in an analytics event, not stored for later. The state is kept in localStorage and read at every use,
 * so a withdrawal in one tab holds in every open tab from that moment, without waiting for an event; the
 * `storage` event only tells the other tabs' screens and the analytics runtime to redraw and purge.
 *
 * This module is the read side, small because the first screen's code carries it (every request body asks);
 * recording a change is ./marketingConsentChange.ts.
 *
 * Only 'given' lets the ids through (law.md row 22: no ad pixels before consent). Unknown (never signed in on
 * this browser) keeps an ad link's ids for the tab only, unsent, until a consent is given (src/stores/tracking.ts);
 * signing in with the marketing tick off, or withdrawing in «Согласия», makes it 'withdrawn'.
 */
import { APP_KEYS, readRaw, removeRaw } from '@/lib/storage';

export type MarketingConsent = 'given' | 'withdrawn';

/**
 * The advertising ids: the storage keys of the ad platforms' per-person ids (Meta's fbp and fbc, TikTok's ttp
 * and ttclid, the ad network's click_id, the mobile advertising ids). Campaign labels (channel, sourceid,
 * utm_term) name a campaign, not a person, and are not among them.
 */
export const AD_ID_KEYS = ['fbp', 'fbc', 'ttp', 'ttclid', 'click_id', 'appsflyer_id', 'devgaid'] as const;
export type AdIdKey = (typeof AD_ID_KEYS)[number];

/** Only when storage refuses (private mode): this tab still remembers what it was told. */
let memory: MarketingConsent | null = null;

export function marketingConsent(): MarketingConsent | null {
  const v = readRaw(APP_KEYS.marketingConsent);
  if (v === 'given' || v === 'withdrawn') return v;
  return memory;
}

/** True when advertising ids may be stored and sent now: the one gate of every request body and analytics event. */
export function adIdsAllowed(): boolean {
  return marketingConsent() === 'given';
}

/**
 * True unless marketing consent is withdrawn: the behaviour beacons (which carry no advertising id) go for a
 * visitor who never signed in, and stop at a withdrawal (issue 26).
 */
export function beaconsAllowed(): boolean {
  return marketingConsent() !== 'withdrawn';
}

/** Only for ./marketingConsentChange.ts: what this tab was told when storage refused it. */
export function rememberConsent(consent: MarketingConsent | null): void {
  memory = consent;
}

/**
 * Logout and account deletion: a consent given was the borrower's, not this browser's. Back to unknown, so a later
 * visitor's advertising ids are not stored or sent under it (their link's ids wait in the tab for their own tick).
 * A withdrawal stays: nothing starts going from this browser again until someone signs in and says so.
 */
export function forgetMarketingConsent(): void {
  if (marketingConsent() !== 'given') return;
  removeRaw(APP_KEYS.marketingConsent);
  memory = null;
}
