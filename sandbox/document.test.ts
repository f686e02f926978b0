/** The sandbox document page: places the server's texts from its address, as text, in the language given. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.resolve(__dirname, 'vendor');
const script = fs.readFileSync(path.join(dir, 'document.js'), 'utf8');

function openDocument(query: Record<string, string>) {
  const html = fs.readFileSync(path.join(dir, 'document.html'), 'utf8');
  document.documentElement.lang = 'ru';
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  const url = new URL(`/__sandbox/vendor/document.html?${new URLSearchParams(query).toString()}`, 'http://localhost:4173');
  new Function('window', 'document', 'URLSearchParams', script)({ location: { search: url.search } }, document, URLSearchParams);
}

describe('document.js', () => {
  it('shows the title, the rows in order and the note, in the language of the address', () => {
    openDocument({ lang: 'kz', title: '№ PAY1 төлем түбіртегі', k1: 'Сомасы', v1: '10 000 ₸', k2: 'Төлем күні', v2: '2026 ж. 5 желтоқсан', note: 'Төлем есепке алынды.' });
    expect(document.documentElement.lang).toBe('kk');
    expect(document.title).toBe('№ PAY1 төлем түбіртегі');
    expect(document.querySelector('h1')?.textContent).toBe('№ PAY1 төлем түбіртегі');
    expect([...document.querySelectorAll('#rows dt, #rows dd')].map((e) => e.textContent)).toEqual(['Сомасы', '10 000 ₸', 'Төлем күні', '2026 ж. 5 желтоқсан']);
    expect(document.getElementById('note')?.textContent).toBe('Төлем есепке алынды.');
    expect(document.querySelector('.badge')?.textContent).toBe('Сынақ ортасы: құжат үлгісі');
  });

  it('markup in the address stays text', () => {
    openDocument({ lang: 'ru', title: '<img src=x onerror=alert(1)>', k1: '<b>k</b>', v1: '<script>x</script>' });
    expect(document.querySelector('main img, main b, main script')).toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('.badge')?.textContent).toBe('Песочница: образец документа');
  });
});
