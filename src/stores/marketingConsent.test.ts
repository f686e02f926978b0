import { afterEach, describe, expect, it, vi } from 'vitest';
import { AD_ID_KEYS, adIdsAllowed, marketingConsent } from '@/stores/marketingConsent';
import { onMarketingConsentChange, setMarketingConsent } from '@/stores/marketingConsentChange';
import { captureCookieIds, captureTracking, commonFields, parseCookies } from '@/stores/tracking';

const APP = { name: 'bystrye-zaimy', version: '1.1.7' };
const STORED = { channel: 'tiktok_spring', sourceid: '77', utm_term: 'займ', fbp: 'fb.1.1.42', fbc: 'fb.1.2.abc', ttp: 'ttp-1', ttclid: 'E.C.P', click_id: 'clk-5', appsflyer_id: 'af-1', devgaid: 'gaid-1' };
const store = () => {
  for (const [k, v] of Object.entries(STORED)) localStorage.setItem(k, v);
};
/** Every advertising id value found in a request's common fields. */
const adValues = (fields: Record<string, string>) => Object.values(fields).filter((v) => ['fb.1.1.42', 'fb.1.2.abc', 'ttp-1', 'E.C.P', 'clk-5', 'af-1', 'gaid-1'].includes(v));

afterEach(() => {
  for (const c of document.cookie.split(';')) document.cookie = `${c.split('=')[0]!.trim()}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
});

describe('the marketing consent gate', () => {
  it('unknown (never signed in here): no request body carries an advertising id (law.md row 22); given: every one does', () => {
    store();
    expect(marketingConsent()).toBeNull();
    expect(adValues(commonFields(APP))).toEqual([]);
    expect(commonFields(APP)).toMatchObject({ channel: 'tiktok_spring', sourceid: '77', utm_term: 'займ' });
    setMarketingConsent('given');
    expect(adValues(commonFields(APP))).toHaveLength(8); // devgaid goes as devgaid and gaid
  });

  it('unknown: an ad link\'s ids wait in this tab, unsent and not in localStorage, until the consent is given', () => {
    captureTracking('https://zaim.kz/?channel=fb&ttclid=E.C.P&click_id=clk-5#/');
    captureCookieIds(parseCookies('_fbp=fb.1.1.42'));
    expect(localStorage.getItem('channel')).toBe('fb');
    for (const key of AD_ID_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(adValues(commonFields(APP))).toEqual([]);

    document.cookie = '_fbp=fb.1.1.42; path=/';
    setMarketingConsent('given');
    expect(commonFields(APP)).toMatchObject({ ttclid: 'E.C.P', transaction_id: 'clk-5', fbp: 'fb.1.1.42' });
    expect(sessionStorage.length).toBe(0);
  });

  it('unknown, then withdrawn: the ids the tab kept are dropped, never sent', () => {
    captureTracking('https://zaim.kz/?ttclid=E.C.P#/');
    setMarketingConsent('withdrawn');
    setMarketingConsent('given');
    expect(commonFields(APP).ttclid).toBe('');
  });

  it('withdrawn: no advertising id in any request body; campaign labels stay; the stored ids and pixel cookies are gone', () => {
    store();
    document.cookie = '_fbp=fb.1.1.42; path=/';
    document.cookie = '_ttp=ttp-1; path=/';
    setMarketingConsent('withdrawn');
    const fields = commonFields(APP);
    expect(adValues(fields)).toEqual([]);
    // The contract's fields are still there, empty.
    expect(fields).toMatchObject({ fbp: '', fbc: '', ttp: '', ttclid: '', transaction_id: '', appsflyer_id: '', devgaid: '', gaid: '' });
    expect(fields).toMatchObject({ channel: 'tiktok_spring', sourceid: '77', utm_term: 'займ' });
    for (const key of AD_ID_KEYS) expect(localStorage.getItem(key)).toBeNull();
    expect(document.cookie).not.toMatch(/_fbp|_ttp/);
  });

  it('withdrawn: an ad link and the pixel cookies are not stored again; given again, they are', () => {
    setMarketingConsent('withdrawn');
    captureTracking('https://zaim.kz/?channel=fb&ttclid=E.C.P&click_id=clk-5#/');
    captureCookieIds(parseCookies('_fbp=fb.1.1.42; _fbc=fb.1.2.abc'));
    expect(localStorage.getItem('channel')).toBe('fb');
    for (const key of AD_ID_KEYS) expect(localStorage.getItem(key)).toBeNull();

    setMarketingConsent('given');
    captureTracking('https://zaim.kz/?ttclid=E.C.P#/');
    captureCookieIds(parseCookies('_fbp=fb.1.1.42'));
    expect(localStorage.getItem('ttclid')).toBe('E.C.P');
    expect(commonFields(APP).fbp).toBe('fb.1.1.42');
  });

  it('a withdrawal in another tab holds here at once: the gate reads the shared storage at every use', () => {
    store();
    localStorage.setItem('marketing_consent', 'given');
    expect(adIdsAllowed()).toBe(true);
    localStorage.setItem('marketing_consent', 'withdrawn'); // what the other tab wrote
    expect(adIdsAllowed()).toBe(false);
    expect(adValues(commonFields(APP))).toEqual([]);
  });

  it('tells this tab at once and other tabs through the storage event', () => {
    const heard = vi.fn();
    const stop = onMarketingConsentChange(heard);
    setMarketingConsent('withdrawn');
    expect(heard).toHaveBeenLastCalledWith('withdrawn');
    window.dispatchEvent(new StorageEvent('storage', { key: 'marketing_consent', newValue: 'given' }));
    expect(heard).toHaveBeenLastCalledWith('given');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: 'x' }));
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    setMarketingConsent('given');
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
