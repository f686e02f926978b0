import { describe, expect, it } from 'vitest';
import { createLimiter, deviceClass, REMOVED, routeOfHash, scrubDeep, scrubEvent, scrubText, UNKNOWN_ROUTE } from './scrub';

const TOKEN = 'tok_5f2a9c7e41b8';
const PHONE = '+77011234567';

describe('scrubText', () => {
  it('removes the session token, the phone in any writing, IINs, card numbers, e-mails and Cyrillic text', () => {
    const text = [
      `token ${TOKEN} failed`,
      'call +7 701 123 45 67 or 87011234567 or 701-123-4567',
      'IIN 900101300123',
      'card 4400 4301 2345 6789',
      'mail aigerim@example.kz',
      'name Айгерим Сәрсенбаева',
      'authorization: Bearer-abc',
    ].join('\n');
    const out = scrubText(text, { token: TOKEN, phone: PHONE });
    for (const secret of [TOKEN, '701 123 45 67', '87011234567', '701-123-4567', '900101300123', '4400 4301 2345 6789', 'aigerim@', 'Айгерим', 'Сәрсенбаева', 'Bearer-abc']) {
      expect(out).not.toContain(secret);
    }
    expect(out).toContain(REMOVED);
  });

  it('keeps what a developer needs: the error, the stack frames with their line numbers', () => {
    const stack = "TypeError: Cannot read properties of undefined (reading 'amount')\n    at LoanCard (https://bystrye-zaimy.kz/assets/home-Bx1.js:1:20345)";
    expect(scrubText(stack, { token: TOKEN, phone: PHONE })).toBe(stack);
  });

  it('removes strings the session keeps about the borrower (a contact name) and the query of any address', () => {
    const out = scrubText('failed for Marat Bekov at https://bystrye-zaimy.kz/#/pages/repay?orderNo=X123&amount=5000', { other: ['Marat Bekov'] });
    expect(out).toBe(`failed for ${REMOVED} at https://bystrye-zaimy.kz/#/pages/repay`);
  });
});

describe('scrubEvent', () => {
  it('drops the user, breadcrumbs and request data, reduces the address to its route, scrubs every string left', () => {
    const event = {
      message: `code for ${PHONE}`,
      user: { id: 'U1', ip_address: '1.2.3.4' },
      breadcrumbs: [{ message: 'clicked' }],
      request: { url: 'https://bystrye-zaimy.kz/#/pages/login/login?redirect=x', headers: { token: TOKEN }, cookies: 'a=b' },
      exception: { values: [{ type: 'Error', value: `bad token ${TOKEN}` }] },
      extra: { [PHONE]: 'key is a phone' },
    };
    const out = scrubEvent(event, { token: TOKEN, phone: PHONE }, 'https://bystrye-zaimy.kz');
    expect(out).not.toHaveProperty('user');
    expect(out).not.toHaveProperty('breadcrumbs');
    expect(out.request).toEqual({ url: 'https://bystrye-zaimy.kz/#/pages/login/login' });
    const text = JSON.stringify(out);
    expect(text).not.toContain(TOKEN);
    expect(text).not.toContain('7011234567');
    expect(out.exception.values[0]!.value).toBe(`bad token ${REMOVED}`);
  });

  it('keeps the SDK’s own hex ids whole, however many digits they hold in a row; anything else in their place is scrubbed', () => {
    const ids = { event_id: '1234567890abcdef1234567890abcdef', contexts: { trace: { trace_id: '12345678901234567890abcdefabcdef', span_id: '1234567890123456', op: `call ${PHONE}` } } };
    const out = scrubEvent(ids, {}, 'https://bystrye-zaimy.kz');
    expect(out.event_id).toBe(ids.event_id);
    expect(out.contexts.trace).toEqual({ trace_id: ids.contexts.trace.trace_id, span_id: ids.contexts.trace.span_id, op: `call ${REMOVED}` });
    // Not an id of the SDK's shape: scrubbed as any string.
    expect(scrubEvent({ event_id: `x${PHONE}` }, {}, 'https://bystrye-zaimy.kz').event_id).toBe(`x${REMOVED}`);
  });

  it('scrubs nested values without changing numbers and booleans', () => {
    expect(scrubDeep({ a: [1, true, { b: '900101300123' }] })).toEqual({ a: [1, true, { b: REMOVED }] });
  });
});

describe('routeOfHash', () => {
  it('names a known route without its query and nothing of an unknown address', () => {
    expect(routeOfHash('#/pages/login/login?redirect=%2F')).toBe('/pages/login/login');
    expect(routeOfHash('#/pages/77011234567')).toBe(UNKNOWN_ROUTE);
  });
});

describe('deviceClass', () => {
  it('puts a phone in one of three classes by cores and memory', () => {
    expect(deviceClass({ hardwareConcurrency: 4, deviceMemory: 4 })).toBe('low');
    expect(deviceClass({ hardwareConcurrency: 8, deviceMemory: 2 })).toBe('low');
    expect(deviceClass({ hardwareConcurrency: 8, deviceMemory: 4 })).toBe('mid');
    expect(deviceClass({ hardwareConcurrency: 8 })).toBe('mid');
    expect(deviceClass({ hardwareConcurrency: 8, deviceMemory: 8 })).toBe('high');
  });
});

describe('createLimiter', () => {
  it('lets the same report through once a minute and at most ten a page', () => {
    let t = 0;
    const allowed = createLimiter(10, 60_000, () => t);
    expect(allowed('a')).toBe(true);
    expect(allowed('a')).toBe(false);
    t = 60_000;
    expect(allowed('a')).toBe(true);
    const more = Array.from({ length: 12 }, (_, i) => allowed(`k${i}`));
    expect(more.filter(Boolean)).toHaveLength(8);
  });
});
