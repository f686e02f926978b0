import { describe, expect, it } from 'vitest';
import { STORAGE_KEY, createDb } from './db';
import { scenarioFromLocation } from './browser';
import { seedBorrower } from './fixtures';

describe('persisted database', () => {
  it('keeps everything under the one key sandbox_db and reloads it', () => {
    const a = createDb({ persist: true });
    const { token } = seedBorrower(a, { stage: 'with_card' });
    a.setScenario('supplement', '77011234567');
    expect(Object.keys(localStorage)).toEqual([STORAGE_KEY]);

    const b = createDb({ persist: true });
    expect(b.userByToken(token)?.card?.last4).toBe('6789');
    expect(b.getScenario('77011234567')).toBe('supplement');
  });

  it('picks up what another page wrote (a vendor page records its result in sandbox_db)', () => {
    const a = createDb({ persist: true });
    a.setScenario('reject');
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as { vendorResults: Record<string, string> };
    raw.vendorResults.PAYX = 'ok';
    localStorage.setItem(STORAGE_KEY, JSON.stringify(raw));
    a.sync();
    expect(a.state.vendorResults.PAYX).toBe('ok');
  });

  it('keeps a vendor result written between a read and a write', () => {
    const a = createDb({ persist: true });
    a.commit();
    const raw = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as { vendorResults: Record<string, string> };
    raw.vendorResults.LV1 = 'fail';
    localStorage.setItem(STORAGE_KEY, JSON.stringify(raw));
    a.state.seq += 1; // a change made without re-reading
    a.commit();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEY)!).vendorResults).toEqual({ LV1: 'fail' });
  });

  it('reset removes the key; a memory db never touches storage', () => {
    const a = createDb({ persist: true });
    a.setScenario('slow');
    a.reset();
    expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
    const m = createDb({ persist: false });
    seedBorrower(m, { stage: 'active_loan' });
    expect(localStorage.length).toBe(0);
  });

  it('survives a corrupt stored value', () => {
    localStorage.setItem(STORAGE_KEY, '{not json');
    const a = createDb({ persist: true });
    expect(a.getScenario()).toBe('approve');
  });
});

describe('?sandbox= scenario from the address', () => {
  it('reads location.search and the query inside a hash route; ignores unknown values', () => {
    expect(scenarioFromLocation({ search: '?sandbox=reject', hash: '' })).toBe('reject');
    expect(scenarioFromLocation({ search: '', hash: '#/pages/home/index?channel=x&sandbox=payout_fail' })).toBe('payout_fail');
    expect(scenarioFromLocation({ search: '?sandbox=nope', hash: '' })).toBeNull();
    expect(scenarioFromLocation({ search: '', hash: '#/' })).toBeNull();
  });
});
