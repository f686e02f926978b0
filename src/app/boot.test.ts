import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { QueryObserver } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import * as z from 'zod/mini';
import { server } from '../../tests/msw-server';
import { applyLaunch, captureTrackingCookies, COOKIE_STORE_WAIT_MS } from '@/app/boot';
import { wireHttp } from '@/app/wireHttp';
import { createQueryClient } from '@/lib/query-client';
import { endpoint } from '@/lib/http';
import { initI18n, setLocale } from '@/lib/i18n';
import { readQuery } from '@/shared/api/query';

const Text = z.object({ text: z.string() });
const greeting = endpoint<void, { text: string }>('/api/test/greeting', Text, { read: true });
const counter = endpoint<void, { text: string }>('/api/test/counter', Text, { read: true });

/** A server that answers in the language of the body, and counts calls per path. */
function languageServer() {
  const langs: Record<string, string[]> = { greeting: [], counter: [] };
  server.use(
    http.post('*/api/test/:name', async ({ request, params }) => {
      const body = (await request.json()) as { lang?: string };
      langs[String(params.name)]!.push(String(body.lang));
      return HttpResponse.json({ code: 0, data: { text: body.lang === 'kz' ? 'Сәлеметсіз бе' : 'Здравствуйте' } });
    }),
  );
  return langs;
}

afterEach(async () => {
  await setLocale('ru');
});

describe('language reaches the server', () => {
  it('every body carries lang: ru by default, kz once the borrower switches', async () => {
    await initI18n({ locale: 'ru' });
    wireHttp(createQueryClient());
    const langs = languageServer();
    await greeting();
    await setLocale('kz');
    await greeting();
    expect(langs.greeting).toEqual(['ru', 'kz']);
  });

  it('switching language refetches the answers that carry server texts, and only those', async () => {
    await initI18n({ locale: 'ru' });
    const queryClient = createQueryClient();
    wireHttp(queryClient);
    const langs = languageServer();
    const localized = new QueryObserver(queryClient, readQuery(['messages', 'greeting'], greeting, undefined, { localized: true }));
    const plain = new QueryObserver(queryClient, readQuery(['orders', 'counter'], counter, undefined));
    const stop = [localized.subscribe(() => {}), plain.subscribe(() => {})];

    await waitFor(() => expect(localized.getCurrentResult().data?.text).toBe('Здравствуйте'));
    await waitFor(() => expect(plain.getCurrentResult().data).toBeDefined());
    await setLocale('kz');
    await waitFor(() => expect(localized.getCurrentResult().data?.text).toBe('Сәлеметсіз бе'));
    expect(langs.greeting).toEqual(['ru', 'kz']);
    expect(langs.counter).toEqual(['ru']);
    stop.forEach((s) => s());
  });
});

describe('launch address', () => {
  // The mechanics under a given marketing consent (the gate itself: src/stores/marketingConsent.test.ts).
  beforeEach(() => localStorage.setItem('marketing_consent', 'given'));
  function launch(href: string): string {
    window.history.replaceState(null, '', href);
    applyLaunch(window);
    return window.location.href.replace(window.location.origin, '');
  }

  it('stores tracking ids from the real query and from the hash query, and strips both from the address', () => {
    expect(launch('/?channel=tt&utm_term=zaim#/pages/personal/about_us?click_id=c1&ttclid=T9&keep=1')).toBe('/#/pages/personal/about_us?keep=1');
    expect(localStorage.getItem('channel')).toBe('tt');
    expect(localStorage.getItem('click_id')).toBe('c1');
    expect(localStorage.getItem('ttclid')).toBe('T9');
    expect(launch('/#/pages/home/my?sourceid=42')).toBe('/#/pages/home/my');
    expect(localStorage.getItem('sourceid')).toBe('42');
  });

  it('a source parameter opens the Loans tab, wherever it came', () => {
    expect(launch('/#/pages/personal/about_us?source=ads&channel=ig')).toBe('/#/pages/home/index');
    expect(launch('/?source=ads#/pages/personal/about_us')).toBe('/#/pages/home/index');
  });

  it('leaves an address without tracking ids alone', () => {
    expect(launch('/#/pages/personal/about_us?redirect=%2F')).toBe('/#/pages/personal/about_us?redirect=%2F');
  });
});


describe('pixel cookies', () => {
  // The mechanics under a given marketing consent (the gate itself: src/stores/marketingConsent.test.ts).
  beforeEach(() => localStorage.setItem('marketing_consent', 'given'));
  /** A window whose document.cookie is `cookie` (and counts its reads) and whose Cookie Store is `store`. */
  function page(cookie: string, store?: unknown) {
    const reads = { n: 0 };
    const doc = {
      get cookie() {
        reads.n += 1;
        return cookie;
      },
    };
    return { win: { document: doc, cookieStore: store } as unknown as Window, reads };
  }

  it('come from the Cookie Store when there is one, decoded, without reading document.cookie', async () => {
    const { win, reads } = page('_fbp=from-document', {
      getAll: () => Promise.resolve([{ name: '_fbp', value: 'fb.1.7' }, { name: '_ttp', value: 'tt%20p' }, { name: 'other', value: 'x' }]),
    });
    await captureTrackingCookies(win);
    expect([localStorage.getItem('fbp'), localStorage.getItem('ttp'), localStorage.getItem('fbc')]).toEqual(['fb.1.7', 'tt p', null]);
    expect(reads.n).toBe(0);
  });

  it('come from document.cookie, in a later task, without a Cookie Store or when it refuses', async () => {
    const { win, reads } = page('_fbc=fb.1.123.abc; _fbp=p%ZZ');
    const done = captureTrackingCookies(win);
    expect(reads.n).toBe(0);
    await done;
    expect([localStorage.getItem('fbc'), localStorage.getItem('fbp')]).toEqual(['fb.1.123.abc', 'p%ZZ']);

    localStorage.clear();
    localStorage.setItem('marketing_consent', 'given');
    const refused = page('_ttp=t1', { getAll: () => Promise.reject(new DOMException('no', 'SecurityError')) });
    await captureTrackingCookies(refused.win);
    expect(localStorage.getItem('ttp')).toBe('t1');
  });

  it('a Cookie Store that never answers does not hold the app: document.cookie is read after a short wait', async () => {
    vi.useFakeTimers();
    try {
      const { win } = page('_fbc=fb.1.9', { getAll: () => new Promise(() => {}) });
      let done = false;
      void captureTrackingCookies(win).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(COOKIE_STORE_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await vi.runAllTimersAsync();
      expect(done).toBe(true);
      expect(localStorage.getItem('fbc')).toBe('fb.1.9');
    } finally {
      vi.useRealTimers();
    }
  });

  it('keep ids already stored, and blocked cookies leave them empty without an error', async () => {
    localStorage.setItem('fbp', 'kept');
    await captureTrackingCookies(page('_fbp=newer').win);
    expect(localStorage.getItem('fbp')).toBe('kept');

    const blocked = {
      document: {
        get cookie(): string {
          throw new DOMException('sandboxed', 'SecurityError');
        },
      },
    } as unknown as Window;
    await expect(captureTrackingCookies(blocked)).resolves.toBeUndefined();
    expect(localStorage.getItem('fbc')).toBeNull();
  });
});
