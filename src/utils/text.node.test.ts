import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isEmail, wordCount } from '@/utils/text';

describe('word count', () => {
  it('counts words in Russian and Kazakh, ignoring punctuation', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('  Не приходит SMS-код , уже   час!  ')).toBe(6);
    expect(wordCount('Қарызды өтеу кезінде қате шықты — не істеу керек?')).toBe(8);
    expect(wordCount('— — ...')).toBe(0);
  });

  it('never throws and is never negative', () => {
    fc.assert(fc.property(fc.anything(), (v) => wordCount(v) >= 0));
  });
});

describe('email', () => {
  it.each(['aigerim@mail.kz', 'a.b+c@gmail.com', 'user@пример.қаз'])('accepts %s', (e) => expect(isEmail(e)).toBe(true));
  it.each(['', 'aigerim', 'a@b', 'a @mail.kz', 'a@mail.k', '@mail.kz', 'a@@mail.kz'])('rejects %s', (e) => expect(isEmail(e)).toBe(false));
});
