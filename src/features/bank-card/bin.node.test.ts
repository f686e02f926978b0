import { describe, expect, it } from 'vitest';
import { bankByBin, binOf } from '@/features/bank-card/bin';

const BANKS = [
  { code: 'CASPKZKA', name: 'Kaspi Bank', bins: ['440043', '516949'] },
  { code: 'IRTYKZKA', name: 'ForteBank', bins: ['552204'] },
  { code: 'NOBINS', name: 'A bank the table has no BINs for' },
];

describe('the bank from the card number', () => {
  it('is looked up by the first six digits only, once six are typed', () => {
    expect(binOf('44004')).toBeNull();
    expect(binOf('440043')).toBe('440043');
    expect(binOf('4400430123456789')).toBe('440043');
    expect(bankByBin(BANKS, '44004')).toBeNull();
    expect(bankByBin(BANKS, '440043')?.code).toBe('CASPKZKA');
    expect(bankByBin(BANKS, '5169490000000000')?.code).toBe('CASPKZKA');
    expect(bankByBin(BANKS, '5522041234567891')?.code).toBe('IRTYKZKA');
  });

  it('is null for a BIN no bank lists (the borrower then picks the bank)', () => {
    expect(bankByBin(BANKS, '4000000000000002')).toBeNull();
    expect(bankByBin([], '4400430123456789')).toBeNull();
    expect(bankByBin(BANKS, '')).toBeNull();
  });
});
