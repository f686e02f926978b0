/** The fake vendor pages' script: records the result, returns only to this origin with ?sandboxResult=. */
import fs from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { MODEL_VERSION } from '../src/mocks/model';

const dir = path.resolve(__dirname, 'vendor');
const script = fs.readFileSync(path.join(dir, 'vendor.js'), 'utf8');

const ORIGIN = 'http://localhost:4173';

/** Loads a vendor page into the jsdom document and runs vendor.js against a fake window whose top we can read. */
function openPage(name: string, query: Record<string, string>) {
  const html = fs.readFileSync(path.join(dir, `${name}.html`), 'utf8');
  document.body.innerHTML = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  const url = new URL(`/__sandbox/vendor/${name}.html?${new URLSearchParams(query).toString()}`, ORIGIN);
  const top = { location: { href: '' } };
  const parent = { postMessage: vi.fn() };
  posted = parent.postMessage;
  const fakeWindow = { location: { search: url.search, href: url.href, origin: url.origin }, localStorage, top, parent };
  new Function('window', 'document', 'URL', 'URLSearchParams', 'fetch', script)(
    fakeWindow,
    document,
    URL,
    URLSearchParams,
    fetchSpy,
  );
  return top;
}

let fetchSpy: ReturnType<typeof vi.fn>;
let posted: ReturnType<typeof vi.fn>;
beforeEach(() => {
  document.documentElement.lang = 'ru';
  fetchSpy = vi.fn(() => Promise.resolve(new Response('{"ok":true}')));
  localStorage.setItem('sandbox_db', JSON.stringify({ version: MODEL_VERSION, vendorResults: {} }));
});

describe('vendor.js', () => {
  it('fills the page from the query, records the result and returns to a same-origin hash route', async () => {
    const ret = `${ORIGIN}/#/pages/webview/tarlanPay?orderNo=BZ1`;
    const top = openPage('payment', { ref: 'PAY1', amount: '50750', orderNo: 'BZ1', return: ret });
    expect(document.querySelector('[data-param="amount"]')?.textContent).toBe('50\u00a0750\u00a0₸');

    (document.querySelector('button[data-result="ok"]') as HTMLButtonElement).click();
    await waitFor(() => expect(top.location.href).toBe(`${ORIGIN}/#/pages/webview/tarlanPay?orderNo=BZ1&sandboxResult=ok`));
    expect(fetchSpy).toHaveBeenCalledWith('/__sandbox/control', expect.objectContaining({ method: 'POST' }));
    const init = (fetchSpy.mock.calls[0] as unknown[])[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({
      action: 'vendorResult',
      ref: 'PAY1',
      result: 'ok',
    });
    expect(JSON.parse(localStorage.getItem('sandbox_db')!).vendorResults).toEqual({ PAY1: 'ok' });
    // Framed in an opaque origin it has no storage: it tells the app's window as well.
    expect(posted).toHaveBeenCalledWith({ type: 'sandbox-vendor-result', ref: 'PAY1', result: 'ok' }, '*');
  });

  it('the payment page has a third way out: back without paying records cancel and returns with sandboxResult=cancel', async () => {
    const top = openPage('payment', { ref: 'PAY7', amount: '30045', orderNo: 'BZ1', return: `${ORIGIN}/#/pages/webview/tarlanPay?orderNo=BZ1` });
    const buttons = [...document.querySelectorAll('button[data-result]')].map((b) => [b.getAttribute('data-result'), b.textContent]);
    expect(buttons).toEqual([
      ['ok', 'Оплатить'],
      ['fail', 'Платёж отклонён банком'],
      ['cancel', 'Вернуться без оплаты'],
    ]);
    (document.querySelector('button[data-result="cancel"]') as HTMLButtonElement).click();
    await waitFor(() => expect(top.location.href).toBe(`${ORIGIN}/#/pages/webview/tarlanPay?orderNo=BZ1&sandboxResult=cancel`));
    const init = (fetchSpy.mock.calls[0] as unknown[])[1] as RequestInit;
    expect(JSON.parse(String(init.body))).toEqual({ action: 'vendorResult', ref: 'PAY7', result: 'cancel' });
    expect(JSON.parse(localStorage.getItem('sandbox_db')!).vendorResults).toEqual({ PAY7: 'cancel' });
    expect(posted).toHaveBeenCalledWith({ type: 'sandbox-vendor-result', ref: 'PAY7', result: 'cancel' }, '*');
  });

  it('writes only into sandbox data of the model version it knows', async () => {
    expect(script).toContain(`var MODEL_VERSION = ${MODEL_VERSION};`);
    localStorage.setItem('sandbox_db', JSON.stringify({ version: MODEL_VERSION - 1, vendorResults: {} }));
    const top = openPage('payment', { ref: 'PAY9', return: `${ORIGIN}/#/x` });
    (document.querySelector('button[data-result="ok"]') as HTMLButtonElement).click();
    await waitFor(() => expect(top.location.href).toContain('sandboxResult=ok'));
    expect(JSON.parse(localStorage.getItem('sandbox_db')!).vendorResults).toEqual({});
  });

  it('appends ?sandboxResult=fail to a hash without a query', async () => {
    const top = openPage('liveness', { ref: 'LV1', return: '/#/pages/webview/face' });
    (document.querySelector('button[data-result="fail"]') as HTMLButtonElement).click();
    await waitFor(() => expect(top.location.href).toBe(`${ORIGIN}/#/pages/webview/face?sandboxResult=fail`));
  });

  it('sets ?sandboxResult= in the search part when the return address has no hash', async () => {
    const top = openPage('contract', { ref: 'MK-1', return: `${ORIGIN}/land?x=1` });
    (document.querySelector('button[data-result="ok"]') as HTMLButtonElement).click();
    await waitFor(() => expect(top.location.href).toBe(`${ORIGIN}/land?x=1&sandboxResult=ok`));
  });

  it('refuses a return address on another origin and stays on the page', async () => {
    const top = openPage('contract', { ref: 'MK-1', return: 'https://evil.example/#/steal' });
    (document.querySelector('button[data-result="ok"]') as HTMLButtonElement).click();
    await waitFor(() => expect(document.getElementById('status')?.textContent).toContain('Адрес возврата не принят'));
    expect(top.location.href).toBe('');
    // Protocol-relative and look-alike origins are other origins too.
    const top2 = openPage('contract', { ref: 'MK-1', return: '//evil.example/' });
    (document.querySelector('button[data-result="ok"]') as HTMLButtonElement).click();
    await waitFor(() => expect(document.getElementById('status')?.textContent).toContain('Адрес возврата не принят'));
    expect(top2.location.href).toBe('');
  });

  it("the contract states the server's rules from the query: reward on the outstanding principal, penalty and its stop, the cap", () => {
    openPage('contract', { ref: 'MK-1', amount: '30000', days: '14', rate: '0.15', penalty: '0.5', penaltyDays: '90', cap: '100', return: '/' });
    const text = (n: number) => document.querySelectorAll('.contract p')[n - 1]?.textContent?.replace(/\s+/g, ' ').trim();
    expect(text(2)).toContain('в размере 0,15 % от суммы непогашенного основного долга за каждый день пользования');
    expect(text(3)).toContain('неустойка (пеня) в размере 0,5 % от суммы просроченного основного долга');
    expect(text(3)).toContain('за которые начисляется неустойка: 90.');
    expect(text(5)).toContain('Иной платы за продление нет.');
    expect(text(6)).toContain('не превышают 100 % от суммы микрокредита');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('in Kazakh (lang=kz): the texts, labels and messages are Kazakh, the figures still the query\'s', async () => {
    openPage('contract', { ref: 'MK-1', amount: '30000', days: '14', rate: '0.15', penalty: '0.5', penaltyDays: '90', cap: '100', lang: 'kz', return: 'https://evil.example/' });
    expect(document.documentElement.lang).toBe('kk');
    expect(document.querySelector('h1')?.textContent).toBe('Микрокредит беру туралы шарт');
    expect(document.querySelector('[data-param="amount"]')?.textContent).toBe('30\u00a0000\u00a0₸');
    expect(document.querySelector('.contract')?.getAttribute('aria-label')).toBe('Шарт мәтіні');
    const text = (n: number) => document.querySelectorAll('.contract p')[n - 1]?.textContent;
    expect(text(2)).toContain('негізгі борыштың өтелмеген сомасының 0,15\u00a0% мөлшерінде есептеледі');
    expect(text(3)).toContain('мерзімі өткен негізгі борыш сомасының 0,5\u00a0% мөлшерінде тұрақсыздық айыбы');
    expect(text(3)).toContain('күндердің ең көп саны: 90.');
    expect(text(6)).toContain('микрокредит сомасының 100\u00a0% мөлшерінен аспайды');
    const buttons = [...document.querySelectorAll('button[data-result]')].map((b) => b.textContent);
    expect(buttons).toEqual(['Шартпен таныстым', 'Қол қоймай оралу']);
    (document.querySelector('button[data-result="ok"]') as HTMLButtonElement).click();
    await waitFor(() => expect(document.getElementById('status')?.textContent).toBe('Қайтару мекенжайы қабылданбады. Қолданбаға өзіңіз оралыңыз.'));

    openPage('payment', { ref: 'PAY1', amount: '20498', orderNo: 'BZ1', lang: 'kz' });
    expect([...document.querySelectorAll('button[data-result]')].map((b) => b.textContent)).toEqual(['Төлеу', 'Банк төлемді қабылдамады', 'Төлемей оралу']);
    expect(document.querySelector('[data-param="amount"]')?.textContent).toBe('20\u00a0498\u00a0₸');
    openPage('liveness', { ref: 'LV1', lang: 'kz' });
    expect(document.querySelector('h1')?.textContent).toBe('Бет-әлпетті тексеру');
    expect([...document.querySelectorAll('.camera span')].map((el) => el.textContent)).toEqual(['Камераға', 'қараңыз']);
  });

  it('refuses javascript: and missing return addresses', async () => {
    openPage('payment', { ref: 'PAY2', return: 'javascript:alert(1)' });
    (document.querySelector('button[data-result="ok"]') as HTMLButtonElement).click();
    await waitFor(() => expect(document.getElementById('status')?.textContent).toContain('Адрес возврата не принят'));
    openPage('payment', { ref: 'PAY3' });
    (document.querySelector('button[data-result="ok"]') as HTMLButtonElement).click();
    await waitFor(() => expect(document.getElementById('status')?.textContent).toContain('Адрес возврата не принят'));
  });
});
