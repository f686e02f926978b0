import { describe, expect, it, vi } from 'vitest';
import { createDb } from './db';
import { MODEL_VERSION } from './model';
import { STORAGE_KEY } from './store';
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
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const a = createDb({ persist: true });
    info.mockRestore();
    expect(a.getScenario()).toBe('approve');
  });
});

describe('versioned model', () => {
  /** What the sandbox saved before the model was versioned 2: orders without a pinned scenario, old phases. */
  const VERSION_1 = {
    version: 1,
    seq: 3,
    defaultScenario: 'reject',
    scenarios: {},
    codes: {},
    lastSent: null,
    tokens: { abc: '77011234567' },
    users: { '77011234567': { id: 'U000001', phone: '77011234567', orders: [{ orderNo: 'BZ1', phase: 'disbursed' }] } },
    vendorResults: {},
  };

  it.each([
    ['a version-1 database', JSON.stringify(VERSION_1)],
    ['garbage', '{not json'],
    ['a database of this version missing its maps', JSON.stringify({ version: MODEL_VERSION, seq: 1 })],
  ])('drops %s: starts empty, says so once, never half-reads it', (_what, saved) => {
    localStorage.setItem(STORAGE_KEY, saved);
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    try {
      const a = createDb({ persist: true });
      expect(a.toJSON()).toMatchObject({ version: MODEL_VERSION, users: {}, tokens: {}, defaultScenario: 'approve' });
      expect(a.userByToken('abc')).toBeNull();
      a.sync();
      a.lastSent();
      const notes = info.mock.calls.filter((c) => String(c[0]).startsWith('[sandbox]'));
      expect(notes).toHaveLength(1);
      expect(String(notes[0]![0])).toMatch(/dropped/);
      // The old text is gone, so the next page load does not repeat the note.
      expect(localStorage.getItem(STORAGE_KEY)).toBeNull();
      createDb({ persist: true });
      expect(info.mock.calls.filter((c) => String(c[0]).startsWith('[sandbox]'))).toHaveLength(1);
    } finally {
      info.mockRestore();
    }
  });

  it('saves under the current version', () => {
    const a = createDb({ persist: true });
    seedBorrower(a, { stage: 'in_review' });
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY)!) as { version: number; users: Record<string, { orders: { scenario: string }[] }> };
    expect(saved.version).toBe(MODEL_VERSION);
    expect(MODEL_VERSION).toBeGreaterThan(1);
    expect(Object.values(saved.users)[0]?.orders[0]?.scenario).toBe('approve');
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
