import { describe, expect, it } from 'vitest';
import ru from '../../../locales/ru/ui.json';
import kz from '../../../locales/kz/ui.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(tree)) {
    if (typeof v === 'string') out[prefix + k] = v;
    else Object.assign(out, flatten(v, `${prefix}${k}.`));
  }
  return out;
}

const ruFlat = flatten(ru as Tree);
const kzFlat = flatten(kz as Tree);
const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('ui namespace translations', () => {
  it('has the same keys in ru and kz', () => {
    expect(Object.keys(kzFlat).sort()).toEqual(Object.keys(ruFlat).sort());
  });

  it('has no empty strings, no Latin words, and the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(ruFlat)) {
      const other = kzFlat[key]!;
      for (const s of [text, other]) {
        expect(s.trim(), key).not.toBe('');
        expect(s.replace(/\{\{\w+\}\}/g, ''), key).not.toMatch(/[A-Za-z]/);
      }
      expect(placeholders(other), key).toEqual(placeholders(text));
    }
  });

  it('is written in Kazakh, not transliterated Russian', () => {
    const all = Object.values(kzFlat).join(' ');
    expect(all).toMatch(/[әғқңөұүһі]/);
    expect(kzFlat['underDevelopment.title']).toBe('Әзірленуде');
    expect(kzFlat['back']).toBe('Артқа');
    expect(kzFlat['loading']).toBe('Жүктелуде…');
    expect(kzFlat['empty.loans']).toBe('Әзірге қарыздар жоқ');
    expect(kzFlat['empty.news']).toBe('Әзірге жаңалықтар жоқ');
  });
});
