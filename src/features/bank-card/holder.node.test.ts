import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { holderFromName, holderInput, holderMatches, holderProblem, nameSkeleton, normaliseHolder, transliterate } from '@/features/bank-card/holder';

describe('cardholder name', () => {
  it('is kept in capitals with single spaces, as embossed', () => {
    expect(holderInput('aigerim  nurlanova')).toBe('AIGERIM NURLANOVA');
    expect(holderInput(' aigerim')).toBe('AIGERIM');
    expect(normaliseHolder('aigerim nurlanova ')).toBe('AIGERIM NURLANOVA');
  });

  it('each problem: empty, not Latin, one word only', () => {
    expect(holderProblem('')).toBe('empty');
    expect(holderProblem('   ')).toBe('empty');
    expect(holderProblem('АЙГЕРИМ НУРЛАНОВА')).toBe('latin');
    expect(holderProblem('AIGERIM 2')).toBe('latin');
    expect(holderProblem('AIGERIM')).toBe('short');
    expect(holderProblem('AIGERIM NURLANOVA')).toBeNull();
    expect(holderProblem("D'ARTAGNAN JEAN-PAUL")).toBeNull();
  });

  it('the usual spellings of the sandbox borrowers’ names match their ID', () => {
    const cases: [string, string, string[]][] = [
      ['Нурланова', 'Айгерим', ['AIGERIM NURLANOVA', 'NURLANOVA AIGERIM', 'AYGERIM NURLANOVA']],
      ['Касымов', 'Ерлан', ['ERLAN KASYMOV', 'YERLAN KASSYMOV', 'ERLAN QASYMOV']],
      ['Серикбаева', 'Динара', ['DINARA SERIKBAEVA', 'DINARA SERIKBAYEVA']],
      ['Сулейменов', 'Данияр', ['DANIYAR SULEIMENOV', 'DANIAR SULEYMENOV']],
      ['Жумабекова', 'Асель', ['ASEL ZHUMABEKOVA', 'ASSEL JUMABEKOVA']],
      ['Абенов', 'Нурсултан', ['NURSULTAN ABENOV']],
      ['Ахметова', 'Мадина', ['MADINA AKHMETOVA', 'MADINA AHMETOVA']],
      ['Омаров', 'Тимур', ['TIMUR OMAROV']],
      ['Әбдіхалықова', 'Ғалия', ['GALIYA ABDIKHALYKOVA', 'GALIA ABDIHALYKOVA']],
    ];
    for (const [surname, name, spellings] of cases) {
      for (const holder of spellings) expect(holderMatches(holder, { surname, name }), `${holder} ~ ${name} ${surname}`).toBe(true);
    }
  });

  it('someone else’s card is refused: another surname or another given name', () => {
    const person = { surname: 'Нурланова', name: 'Айгерим' };
    expect(holderMatches('IVAN PETROV', person)).toBe(false);
    expect(holderMatches('AIGERIM KASYMOVA', person)).toBe(false);
    expect(holderMatches('DINARA NURLANOVA', person)).toBe(false);
    expect(holderMatches('NURLANOVA', person)).toBe(false);
  });

  it('with no known name there is nothing to compare: the server decides', () => {
    expect(holderMatches('IVAN PETROV', null)).toBe(true);
    expect(holderMatches('IVAN PETROV', { surname: null, name: 'Айгерим' })).toBe(true);
  });

  it('a name always matches its own transliteration, and nothing throws', () => {
    // A name starts with a letter that sounds (not the signs ъ, ь).
    const cyr = fc.stringMatching(/^[абвгдеёжзийклмнопрстуфхцчшщыэюяәғқңөұүһі][а-яёәғқңөұүһі]{0,11}$/);
    fc.assert(
      fc.property(cyr, cyr, (surname, name) => {
        const holder = `${transliterate(name)} ${transliterate(surname)}`;
        expect(holderMatches(holder, { surname, name })).toBe(true);
      }),
    );
    fc.assert(
      fc.property(fc.string(), fc.string(), (holder, name) => {
        expect(typeof holderMatches(holder, { surname: name, name })).toBe('boolean');
        expect(['empty', 'latin', 'short', null]).toContain(holderProblem(holder));
        expect(typeof nameSkeleton(holder)).toBe('string');
      }),
    );
  });
});

describe('the holder prefilled from the recognised name', () => {
  it('is the given name and the surname in Latin capitals, as cards in Kazakhstan emboss them', () => {
    expect(holderFromName({ surname: 'Нурланова', name: 'Айгерим' })).toBe('AIGERIM NURLANOVA');
    expect(holderFromName({ surname: 'Жұмабекова', name: 'Әсел' })).toBe('ASEL ZHUMABEKOVA');
    expect(holderFromName({ surname: 'Сулейменов-Ахметов', name: 'Данияр' })).toBe('DANIIAR SULEIMENOV-AKHMETOV');
  });

  it('is empty when the name is unknown or would not be accepted as a holder', () => {
    expect(holderFromName(null)).toBe('');
    expect(holderFromName({ surname: null, name: 'Айгерим' })).toBe('');
    expect(holderFromName({ surname: 'Нурланова', name: '  ' })).toBe('');
    expect(holderFromName({ surname: 'Нурланова', name: 'Айгерим 2' })).toBe('');
  });

  it('always matches the name it came from', () => {
    fc.assert(
      fc.property(fc.constantFrom('Айгерим', 'Ерлан', 'Әсел', 'Нұрсұлтан', 'Щукин'), fc.constantFrom('Нурланова', 'Қасымов', 'Жұмабекова', 'Ёлкин'), (name, surname) => {
        const holder = holderFromName({ surname, name });
        expect(holder).not.toBe('');
        expect(holderMatches(holder, { surname, name })).toBe(true);
      }),
    );
  });
});
