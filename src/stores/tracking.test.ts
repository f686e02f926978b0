import { beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { captureCookieIds, captureTracking, commonFields, launchQuery, parseCookies, platformOf, readLaunchParams, webSource } from '@/stores/tracking';
import { cleanTrackingValue, MAX_ID_LENGTH } from '@/utils/sanitize';

describe('launch parameters', () => {
  // The mechanics under a given marketing consent (the gate itself: src/stores/marketingConsent.test.ts).
  beforeEach(() => localStorage.setItem('marketing_consent', 'given'));
  it('reads channel, ttclid, sourceid, click_id, utm_term and source from the address and stores them', () => {
    const r = captureTracking('https://zaim.kz/?channel=tiktok&ttclid=E.C.P&sourceid=77&click_id=abc&utm_term=деньги&source=ads&other=x#/');
    expect(r.hasSource).toBe(true);
    expect(localStorage.getItem('channel')).toBe('tiktok');
    expect(localStorage.getItem('ttclid')).toBe('E.C.P');
    expect(localStorage.getItem('sourceid')).toBe('77');
    expect(localStorage.getItem('click_id')).toBe('abc');
    expect(localStorage.getItem('utm_term')).toBe('деньги');
    expect(localStorage.getItem('source')).toBe('ads');
    expect(localStorage.getItem('other')).toBeNull();
  });

  it('also reads parameters placed after the hash', () => {
    expect(readLaunchParams('https://zaim.kz/#/pages/home/index?channel=ig')).toEqual({ channel: 'ig' });
    expect(launchQuery('https://zaim.kz/?channel=a#/?channel=b').get('channel')).toBe('a');
  });

  it('no source means no jump', () => {
    expect(captureTracking('https://zaim.kz/?channel=x#/').hasSource).toBe(false);
  });

  it('takes fbp, fbc and ttp from cookies only when not stored', () => {
    localStorage.setItem('fbp', 'stored-fbp');
    captureCookieIds(parseCookies('_fbp=cookie-fbp; _fbc=fb.1.123.abc; _ttp=tt%20p'));
    expect(localStorage.getItem('fbp')).toBe('stored-fbp');
    expect(localStorage.getItem('fbc')).toBe('fb.1.123.abc');
    expect(localStorage.getItem('ttp')).toBe('tt p');
  });

  it('length-limits and strips control characters', () => {
    const long = 'a'.repeat(1000);
    captureTracking(`https://zaim.kz/?channel=${long}&click_id=ab%00c%0Ad%E2%80%AEe`);
    expect(localStorage.getItem('channel')).toHaveLength(MAX_ID_LENGTH);
    expect(localStorage.getItem('click_id')).toBe('abcde');
  });

  it('drops a value that is not a label or an id (markup, quotes, brackets) instead of storing and sending it', () => {
    captureTracking(`https://zaim.kz/?channel=${encodeURIComponent('<img src=x onerror=alert(1)>')}&sourceid=${encodeURIComponent('"x')}&click_id=fb.1.2-3_4&utm_term=${encodeURIComponent('займ онлайн+kz')}#/`);
    expect(localStorage.getItem('channel')).toBeNull();
    expect(localStorage.getItem('sourceid')).toBeNull();
    expect(localStorage.getItem('click_id')).toBe('fb.1.2-3_4');
    expect(localStorage.getItem('utm_term')).toBe('займ онлайн+kz');
    captureCookieIds(parseCookies('_fbc=fb.1.1554763741205.IwAR2%2B%2F%3D; _ttp=%3Cscript%3E'));
    expect(localStorage.getItem('fbc')).toBe('fb.1.1554763741205.IwAR2+/=');
    expect(localStorage.getItem('ttp')).toBeNull();
    // A value an older version stored goes out only if it is one.
    localStorage.setItem('channel', '<b>x</b>');
    expect(commonFields({ name: 'a', version: '1' })).toMatchObject({ channel: '' });
  });

  it('cleaning never throws and never exceeds the limit', () => {
    fc.assert(
      fc.property(fc.anything(), (v) => {
        const out = cleanTrackingValue(v);
        return typeof out === 'string' && out.length <= MAX_ID_LENGTH && ![...out].some((ch) => ch.charCodeAt(0) < 0x20);
      }),
    );
  });
});

describe('common fields', () => {
  // The mechanics under a given marketing consent (the gate itself: src/stores/marketingConsent.test.ts).
  beforeEach(() => localStorage.setItem('marketing_consent', 'given'));
  it('derive platform and web source from the user agent', () => {
    expect(platformOf('Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit')).toBe('android');
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(webSource('... musical_ly_2023 ...')).toBe('tiktok');
    expect(webSource('... Instagram 300.0 ...')).toBe('instagram');
    expect(webSource('Chrome/120')).toBe('browser');
  });

  it('carry the stored ids; click_id is the transaction id', () => {
    captureTracking('https://zaim.kz/?click_id=k1&channel=c1');
    const f = commonFields({ name: 'a', version: '1.1.7' });
    expect(f).toMatchObject({ app: 'a', version: '1.1.7', from: 'h5', channel: 'c1', transaction_id: 'k1' });
  });
});
