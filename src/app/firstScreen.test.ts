import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTR, hashRoute, mayHydrate } from './firstScreen';

function root(kept: string | null): Element {
  const el = document.createElement('div');
  if (kept) el.setAttribute(FIRST_SCREEN_ATTR, kept);
  return el;
}

describe('taking over the first screen drawn at build time', () => {
  it('only the Loans tab kept in the language the app starts in', () => {
    expect(mayHydrate(root('ru'), 'ru', '')).toBe(true);
    expect(mayHydrate(root('ru'), 'ru', '#/')).toBe(true);
    expect(mayHydrate(root('kz'), 'kz', '#/pages/home/index?x=1')).toBe(true);
  });

  it('never another language, a screen the inline script dropped, or another route', () => {
    expect(mayHydrate(root('ru'), 'kz', '#/')).toBe(false);
    expect(mayHydrate(root(null), 'ru', '#/')).toBe(false);
    expect(mayHydrate(root('ru'), 'ru', '#/pages/login/login')).toBe(false);
    expect(mayHydrate(root('ru'), 'ru', '#/pages/home/my')).toBe(false);
  });

  it('reads the route of a hash address without its query', () => {
    expect(hashRoute('#/pages/home/index?channel=x')).toBe('/pages/home/index');
    expect(hashRoute('')).toBe('');
  });
});
