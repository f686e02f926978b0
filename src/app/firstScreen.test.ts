import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ATTR, mayHydrate } from './firstScreen';

function root(kept: string | null): Element {
  const el = document.createElement('div');
  if (kept) el.setAttribute(FIRST_SCREEN_ATTR, kept);
  return el;
}

describe('taking over the first screen drawn at build time', () => {
  it('only the screen kept for this language and this address', () => {
    expect(mayHydrate(root('ru /'), 'ru', '')).toBe(true);
    expect(mayHydrate(root('ru /'), 'ru', '#/')).toBe(true);
    expect(mayHydrate(root('kz /'), 'kz', '#/pages/home/index?x=1')).toBe(true);
    expect(mayHydrate(root('kz /pages/landweb/landList'), 'kz', '#/pages/landweb/landList?channel=x')).toBe(true);
  });

  it('never another language, another route, a screen the inline script dropped, or a route not drawn', () => {
    expect(mayHydrate(root('ru /'), 'kz', '#/')).toBe(false);
    expect(mayHydrate(root('ru /'), 'ru', '#/pages/home/landingpage')).toBe(false);
    expect(mayHydrate(root(null), 'ru', '#/')).toBe(false);
    expect(mayHydrate(root('ru /pages/login/login'), 'ru', '#/pages/login/login')).toBe(false);
    expect(mayHydrate(root('ru /'), 'ru', '#/pages/home/my')).toBe(false);
  });
});
