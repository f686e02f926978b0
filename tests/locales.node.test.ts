import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Tree = { [k: string]: string | Tree };
const dir = join(__dirname, '..', 'locales');

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [k, v] of Object.entries(tree)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'string') out.set(key, v);
    else for (const [kk, vv] of leaves(v, key)) out.set(kk, vv);
  }
  return out;
}

function load(lang: string): Map<string, string> {
  const all = new Map<string, string>();
  for (const f of readdirSync(join(dir, lang)).filter((f) => f.endsWith('.json'))) {
    for (const [k, v] of leaves(JSON.parse(readFileSync(join(dir, lang, f), 'utf8')))) all.set(`${f}:${k}`, v);
  }
  return all;
}

const ru = load('ru');
const kz = load('kz');
const base = (k: string) => k.replace(/_(zero|one|two|few|many|other)$/, '');

describe('locales', () => {
  it('ru and kz have the same files and keys (plural forms aside)', () => {
    expect(readdirSync(join(dir, 'kz')).sort()).toEqual(readdirSync(join(dir, 'ru')).sort());
    const ruKeys = new Set([...ru.keys()].map(base));
    const kzKeys = new Set([...kz.keys()].map(base));
    expect([...ruKeys].filter((k) => !kzKeys.has(k))).toEqual([]);
    expect([...kzKeys].filter((k) => !ruKeys.has(k))).toEqual([]);
  });

  it('no value is empty, and interpolation variables match', () => {
    for (const [k, v] of [...ru, ...kz]) expect(v.trim(), k).not.toBe('');
    const vars = (s: string) => [...s.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort().join(',');
    for (const [k, v] of ru) {
      const other = kz.get(k);
      if (other !== undefined) expect(vars(other), k).toBe(vars(v));
    }
  });

  it('Russian copy is Cyrillic, not transliteration', () => {
    const text = [...ru.values()].join(' ');
    expect(text).toMatch(/[а-яё]/i);
  });

  it('Kazakh copy is real Kazakh: uses the Kazakh letters, not Russian copied over', () => {
    const text = [...kz.values()].join(' ');
    for (const letter of ['ә', 'ғ', 'қ', 'ң', 'ө', 'ұ', 'ү', 'і']) expect(text, letter).toContain(letter);
    const same = [...kz].filter(([k, v]) => ru.get(k) === v && /[а-яё]{4,}/i.test(v) && !/Қазақша|Русский/.test(v));
    // A few words (e.g. 'Селфи') are the same in both languages; whole copied sentences are not.
    expect(same.filter(([, v]) => v.split(' ').length > 2)).toEqual([]);
  });

  it('plural forms: ru has one/few/many/other; kz has the same keys, and since Kazakh (kk) uses only one/other, its few/many repeat other', () => {
    const plurals = (m: Map<string, string>) => [...m.keys()].filter((k) => /_(one|few|many|other)$/.test(k));
    for (const k of plurals(ru).filter((k) => k.endsWith('_one'))) {
      for (const form of ['few', 'many', 'other']) expect(ru.has(k.replace(/_one$/, `_${form}`)), `${k} ${form}`).toBe(true);
    }
    expect(plurals(kz).sort()).toEqual(plurals(ru).sort());
    for (const k of plurals(kz).filter((k) => /_(few|many)$/.test(k))) expect(kz.get(k), k).toBe(kz.get(k.replace(/_(few|many)$/, '_other')));
  });

  it('no stray English: Latin letters only in brand and code names', () => {
    const allowed = /\b(SMS|Kaspi|Visa|Mastercard|CVC|IBAN|ID|MM|YY|KZ|Qiwi|Kassa24|iPhone|Android|eGov\.kz|eGov)\b/g;
    for (const [k, v] of [...ru, ...kz]) {
      const text = v.replace(/\{\{[^}]*\}\}/g, '').replace(/<\/?\w+>/g, '').replace(allowed, '').replace(/\S+@\S+/g, '');
      expect(text, k).not.toMatch(/[A-Za-z]{2,}/);
    }
  });
});

describe('glossary rules (shared/docs/glossary.md)', () => {
  it('Kazakh: no case ending or «дейін» right after an inserted date', () => {
    for (const [k, v] of kz) expect(v, k).not.toMatch(/\{\{\s*\w*[dD]ate\s*\}\}[-\s]*[а-яәғқңөұүһі]/i);
  });

  it('payout is never called a payment: lending statuses use «ақша аудару», not «төлем»', () => {
    for (const status of ['awaiting_payout', 'payout_in_progress']) {
      const v = kz.get(`account.json:loan.status.${status}`);
      expect(v, status).toMatch(/аудар/);
      expect(v, status).not.toMatch(/төлем/i);
    }
  });

  it('"my loans" has one name in each language', () => {
    expect(ru.get('account.json:menu.loans')).toBe('Мои займы');
    expect(ru.get('pages.json:title.personal.loan_order')).toBe('Мои займы');
    expect(kz.get('account.json:menu.loans')).toBe('Менің қарыздарым');
    expect(kz.get('pages.json:title.personal.loan_order')).toBe('Менің қарыздарым');
  });

  it('a number is never split across lines: no-break spaces inside grouped digits, before ₸ and after №', () => {
    for (const [k, v] of [...ru, ...kz]) {
      expect(v, k).not.toMatch(/\d \d{3}(?!\d)/);
      expect(v, k).not.toMatch(/[\d}] ₸/);
      expect(v, k).not.toMatch(/№ /);
    }
  });

  it("keeps the spec's quoted strings as they are", () => {
    expect(ru.get('common.json:tabs.loans')).toBe('Заем');
    expect(ru.get('common.json:tabs.me')).toBe('Я');
    expect(ru.get('common.json:sessionExpired')).toBe('Срок действия входа истек');
  });
});
