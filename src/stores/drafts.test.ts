import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { DRAFT_MAX_AGE_MS, isSensitiveName, looksLikeCardNumber, stripSensitive, useDrafts } from '@/stores/drafts';

const VISA = '4111111111111111';

describe('drafts: the second line of defence for card data', () => {
  it('drops card-data names the old filter missed (number, cardNo, code) and keeps harmless names (company)', () => {
    const kept = stripSensitive({ number: VISA, cardNo: '1', card_number: '2', code: '1234', CVV: '123', company: 'ТОО «Арман»', pancake: 'x' });
    expect(kept).toEqual({ company: 'ТОО «Арман»', pancake: 'x' });
  });

  it('looks into nested objects and lists', () => {
    const kept = stripSensitive({ bank: { code: 'kaspi', name: 'Kaspi Bank', card: { cvc: '123' } }, contacts: [{ name: 'Ерлан', cvc: '1' }] });
    expect(kept).toEqual({ bank: { name: 'Kaspi Bank' }, contacts: [{ name: 'Ерлан' }] });
  });

  it('drops a card number whatever the field is called, spaced or not', () => {
    expect(stripSensitive({ note: VISA, comment: '4111 1111 1111 1111', list: ['5555-5555-5555-4444'], phone: '77011234567' })).toEqual({
      list: [],
      phone: '77011234567',
    });
  });

  it('cuts a card number out of free text and leaves an IIN or a phone alone', () => {
    expect(stripSensitive({ text: `карта ${VISA}, ИИН 900101300017, тел. 77011234567` })).toEqual({ text: 'карта , ИИН 900101300017, тел. 77011234567' });
  });

  it('what reaches localStorage never holds the sentinel card number', () => {
    useDrafts.getState().save('card', { holder: 'AIGERIM N', nested: { pan: VISA, free: `мой номер ${VISA}` }, digits: VISA });
    const stored = localStorage.getItem('drafts') ?? '';
    expect(stored).toContain('AIGERIM N');
    expect(stored).not.toContain(VISA);
  });

  it('never throws, and nothing card-like survives at any depth', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.constantFrom(VISA, '5555555555554444', '2221000000000009'), (value, card) => {
        const out = JSON.stringify(stripSensitive({ value, card, nested: { v: [card] } }));
        return !out.includes(card);
      }),
    );
  });

  it('knows card names and card numbers', () => {
    expect(['cardNumber', 'card_no', 'CVC', 'cvv2', 'securityCode', 'bank-cvc'].every(isSensitiveName)).toBe(true);
    expect(['company', 'pancake', 'phone', 'holder'].some(isSensitiveName)).toBe(false);
    expect(looksLikeCardNumber(VISA)).toBe(true);
    expect(looksLikeCardNumber('4111111111111112')).toBe(false);
    expect(looksLikeCardNumber('77011234567')).toBe(false);
  });
});

describe('drafts with personal data expire (issue 29 M2)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const IDENTITY = { iin: '900101300017', surname: 'Ахметова', name: 'Айгерим' };
  afterEach(() => vi.useRealTimers());

  it('a draft last saved more than 7 days ago is gone from storage when the app starts; a newer one stays', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    useDrafts.getState().claim('77011234567');
    useDrafts.getState().save('onboarding-identity', IDENTITY, '77011234567');
    vi.setSystemTime(Date.now() + 3 * DAY);
    useDrafts.getState().save('onboarding-contacts', { contacts: [{ name: 'Ерлан', phone: '7017771122' }] }, '77011234567');

    vi.setSystemTime(Date.parse('2026-03-01T10:00:00Z') + DRAFT_MAX_AGE_MS + 1);
    // What a new page load does: read storage again.
    useDrafts.getState().reload();
    expect(useDrafts.getState().get('onboarding-identity')).toBeUndefined();
    expect(useDrafts.getState().get('onboarding-contacts')).toEqual({ contacts: [{ name: 'Ерлан', phone: '7017771122' }] });
    const stored = localStorage.getItem('drafts') ?? '';
    expect(stored).not.toContain('900101300017');
    expect(stored).not.toContain('Ахметова');
    expect(JSON.parse(stored)).toMatchObject({ owner: '77011234567' });
  });

  it('saving again restarts the week; a draft from before drafts had a date gets a week from now', () => {
    vi.useFakeTimers({ now: Date.parse('2026-03-01T10:00:00Z'), toFake: ['Date'] });
    useDrafts.getState().save('feedback', { content: 'первый' });
    vi.setSystemTime(Date.now() + 6 * DAY);
    useDrafts.getState().save('feedback', { content: 'второй' });
    vi.setSystemTime(Date.now() + 6 * DAY);
    useDrafts.getState().reload();
    expect(useDrafts.getState().get('feedback')).toEqual({ content: 'второй' });

    localStorage.setItem('drafts', JSON.stringify({ owner: '', forms: { legacy: { email: 'a@b.kz' } } }));
    useDrafts.getState().reload();
    expect(useDrafts.getState().get('legacy')).toEqual({ email: 'a@b.kz' });
    vi.setSystemTime(Date.now() + DRAFT_MAX_AGE_MS + 1);
    useDrafts.getState().reload();
    expect(useDrafts.getState().get('legacy')).toBeUndefined();
  });
});

describe('drafts: another tab', () => {
  it('a draft another tab saved is what this tab finds (the storage event re-reads it)', async () => {
    const { syncSessionAcrossTabs } = await import('@/stores/session');
    const stop = syncSessionAcrossTabs();
    try {
      useDrafts.getState().save('info', { surname: 'Ахметова' });
      const file = JSON.parse(localStorage.getItem('drafts')!) as { forms: Record<string, unknown> };
      file.forms.info = { surname: 'Омарова' };
      localStorage.setItem('drafts', JSON.stringify(file));
      window.dispatchEvent(new StorageEvent('storage', { key: 'drafts' }));
      await vi.waitFor(() => expect(useDrafts.getState().get('info')).toEqual({ surname: 'Омарова' }));
    } finally {
      stop();
      useDrafts.getState().clearAll();
    }
  });
});
