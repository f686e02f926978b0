import { describe, expect, it } from 'vitest';
import { serverText } from '@/shared/serverText';

describe('a text the server sends in both languages', () => {
  const coupon = { title: 'Скидка 500 ₸', titleKz: '500 ₸ жеңілдік' };

  it('is shown in the borrower’s language', () => {
    expect(serverText(coupon, 'title', 'ru')).toBe('Скидка 500 ₸');
    expect(serverText(coupon, 'title', 'kk')).toBe('500 ₸ жеңілдік');
  });

  it('falls back to the other language rather than nothing, and is trimmed', () => {
    expect(serverText({ name: ' Алматы ', nameKz: '' }, 'name', 'kk')).toBe('Алматы');
    expect(serverText({ text: null, textKz: 'Купон бар' }, 'text', 'ru')).toBe('Купон бар');
    expect(serverText({ text: null, textKz: null }, 'text', 'ru')).toBe('');
  });
});
