import type { Page, Request } from '@playwright/test';
import { test, expect, expectAccessible, recordToasts, sandbox, seedViaApi, signInViaUi, useLocale } from './fixtures';
import { transliterate } from '../src/features/bank-card/holder';

/**
 * The bank card (issue 9). The card number and CVC live only in the form until they are sent once with
 * setBankInfo (quality.md, PCI DSS 3.3.1 / 3.4.1): a sentinel card is typed and every place it could
 * leak to is scanned, before saving, after a reload, after the session ends mid-form, and after saving.
 * The bank is named from the number's BIN in memory (issue 25): no digit goes anywhere before the save.
 */

const PAN = '4400430123456789';
const CVC = '739';
const EXPIRY_DIGITS = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;
/** The number as typed, grouped, or with any separators. */
const PAN_RE = new RegExp(PAN.split('').join('[\\s-]?'));
/** The CVC as a value on its own (not inside a longer run of digits or letters). */
const CVC_RE = new RegExp(`(^|[^0-9a-z])${CVC}([^0-9a-z]|$)`, 'i');

const L = {
  ru: {
    number: 'Номер карты',
    expiry: 'Срок действия (ММ/ГГ)',
    holder: 'Держатель карты',
    cvc: 'CVC-код',
    save: 'Сохранить карту',
    saved: 'Карта сохранена',
    conf: 'Проверьте данные карты',
    notOwner: 'Карта должна быть оформлена на вас',
    fix: 'Исправить',
  },
  kz: {
    number: 'Карта нөмірі',
    expiry: 'Жарамдылық мерзімі (АА/ЖЖ)',
    holder: 'Карта иесі',
    cvc: 'CVC коды',
    save: 'Картаны сақтау',
    saved: 'Карта сақталды',
    conf: 'Карта деректерін тексеріңіз',
    notOwner: 'Карта сіздің атыңызға ресімделген болуы керек',
    fix: 'Түзету',
  },
} as const;

/** Every request and every console line of the page, kept to be searched. */
function record(page: Page) {
  const requests: Request[] = [];
  const consoleLines: string[] = [];
  page.on('request', (r) => requests.push(r));
  page.on('console', (m) => consoleLines.push(`${m.type()}: ${m.text()}`));
  page.on('pageerror', (e) => consoleLines.push(`pageerror: ${e.message}\n${e.stack ?? ''}`));
  return { requests, consoleLines };
}

/** A request's address, headers and body, with any base64 run decoded (analytics events are base64). */
function requestText(r: Request): string {
  const body = r.postData() ?? '';
  const decoded = (body.match(/[A-Za-z0-9+/_-]{24,}={0,2}/g) ?? []).map((b) => {
    try {
      return Buffer.from(b.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    } catch {
      return '';
    }
  });
  let url = r.url();
  try {
    url = decodeURIComponent(url);
  } catch {
    /* keep it raw */
  }
  return [r.method(), url, JSON.stringify(r.headers()), body, ...decoded].join('\n');
}

/**
 * Everything the browser keeps for this app: localStorage, sessionStorage, IndexedDB, Cache Storage,
 * cookies, history state, the address and title, and the query client's caches (queries and
 * mutations), read from the React tree as a devtool would.
 */
async function stores(page: Page): Promise<Record<string, string>> {
  // The client is provided by the page that reads the server (src/lib/queries.ts): right after a
  // navigation the next page may still be loading, so the tree is read again until it has one.
  const read = () => page.evaluate(async () => {
    const dump = (s: Storage) => JSON.stringify(Object.fromEntries(Array.from({ length: s.length }, (_, i) => s.key(i)!).map((k) => [k, s.getItem(k)])));
    const idb: Record<string, unknown> = {};
    for (const info of await indexedDB.databases()) {
      if (!info.name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const req = indexedDB.open(info.name!);
        req.onsuccess = () => resolve(req.result);
        req.onerror = () => reject(req.error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        idb[`${info.name}/${name}`] = await new Promise((resolve) => {
          const req = db.transaction(name).objectStore(name).getAll();
          req.onsuccess = () => resolve(req.result);
          req.onerror = () => resolve(String(req.error));
        });
      }
      db.close();
    }
    const cached: string[] = [];
    if ('caches' in window) {
      for (const key of await caches.keys()) {
        const cache = await caches.open(key);
        for (const req of await cache.keys()) cached.push(req.url, (await (await cache.match(req))?.text()) ?? '');
      }
    }
    // The query client, found in the React tree: the value of React Query's context provider (each block
    // that reads the server brings it, src/lib/queries.ts).
    type Fiber = { memoizedProps?: { client?: unknown; value?: unknown }; child?: Fiber | null; sibling?: Fiber | null };
    type Client = {
      getQueryCache: () => { getAll: () => { queryKey: unknown; state: { data: unknown; error: unknown } }[] };
      getMutationCache: () => { getAll: () => { state: { variables: unknown; data: unknown; error: unknown } }[] };
    };
    const root = document.getElementById('root') as unknown as Record<string, unknown>;
    const containerKey = Object.keys(root).find((k) => k.startsWith('__reactContainer$'));
    let client: Client | null = null;
    // The container keeps the root fiber it was created with; the tree on screen is its root's `current`.
    const container = containerKey ? (root[containerKey] as Fiber & { stateNode?: { current?: Fiber } }) : null;
    const stack: Fiber[] = container ? [container.stateNode?.current ?? container] : [];
    while (stack.length && !client) {
      const f = stack.pop()!;
      const c = (f.memoizedProps?.client ?? f.memoizedProps?.value) as Client | undefined;
      if (c && typeof c.getQueryCache === 'function') client = c;
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
    return {
      found: client !== null,
      localStorage: dump(localStorage),
      sessionStorage: dump(sessionStorage),
      indexedDB: JSON.stringify(idb),
      cacheStorage: cached.join('\n'),
      cookies: document.cookie,
      history: JSON.stringify(history.state),
      address: `${location.href} ${document.title}`,
      queryCache: JSON.stringify(client?.getQueryCache().getAll().map((q) => [q.queryKey, q.state.data, String(q.state.error ?? '')]) ?? null),
      mutationCache: JSON.stringify(client?.getMutationCache().getAll().map((m) => [m.state.variables, m.state.data, String(m.state.error ?? '')]) ?? null),
    };
  });
  let inPage: Awaited<ReturnType<typeof read>> | undefined;
  await expect.poll(async () => (inPage = await read()).found, { message: 'the query client was found in the React tree', timeout: 10_000 }).toBe(true);
  const { found: _found, ...rest } = inPage!;
  return { ...rest, browserCookies: JSON.stringify(await page.context().cookies()) };
}

/**
 * Where the card was found: any store, the console, the address, or a request other than the one
 * card-save call. The CVC is looked for as a value of its own in stores (as JSON "739" or under a
 * card-data name) and as a number on its own in the console and addresses.
 */
async function leaks(page: Page, rec: ReturnType<typeof record>): Promise<string[]> {
  const found: string[] = [];
  for (const [where, text] of Object.entries(await stores(page))) {
    if (PAN_RE.test(text)) found.push(`card number in ${where}`);
    if (text.includes(`"${CVC}"`) || text.includes(`\\"${CVC}\\"`) || /cvc|cvv/i.test(where === 'address' ? text : text.replace(/CVC-код|CVC коды/g, ''))) {
      found.push(`CVC in ${where}`);
    }
  }
  for (const line of rec.consoleLines) if (PAN_RE.test(line) || CVC_RE.test(line)) found.push(`console: ${line.slice(0, 200)}`);
  for (const r of rec.requests) {
    if (r.url().endsWith('/api/loan/setBankInfo') && r.method() === 'POST') continue;
    const text = requestText(r);
    if (PAN_RE.test(text)) found.push(`card number in ${r.method()} ${r.url()}`);
    if (CVC_RE.test(decodeURIComponent(r.url())) || /"cvc"/i.test(text)) found.push(`CVC in ${r.method()} ${r.url()}`);
  }
  return found;
}

/** The borrower's name as embossed on their own card, from the identity the sandbox recognised. */
async function holderOf(page: Page, token: string): Promise<string> {
  const res = await page.request.post('/api/user/info', { headers: { token }, data: { token } });
  const { data } = (await res.json()) as { data: { surname: string; name: string } };
  return `${transliterate(data.name)} ${transliterate(data.surname)}`;
}

async function fillCard(page: Page, l: (typeof L)['ru' | 'kz'], holder: string, number = PAN) {
  await page.getByLabel(l.number).pressSequentially(number);
  await page.getByLabel(l.expiry).pressSequentially(EXPIRY_DIGITS);
  await page.getByLabel(l.holder).fill(holder);
  await page.getByLabel(l.cvc).pressSequentially(CVC);
}

test('the scan finds a card planted in each store, the query cache, the console, the address and a request', async ({ page }) => {
  const rec = record(page);
  await seedViaApi(page, 'onboarded');
  await page.goto('/#/pages/bankInfo/bank-select');
  await expect(page.getByLabel(L.ru.number)).toBeVisible();
  expect(await leaks(page, rec)).toEqual([]);
  await page.evaluate(async ([pan, cvc]) => {
    localStorage.setItem('probe', pan);
    sessionStorage.setItem('probe', JSON.stringify({ cvc }));
    document.cookie = `probe=${pan}`;
    history.replaceState({ ...history.state, probe: pan }, '');
    await new Promise<void>((resolve) => {
      const req = indexedDB.open('probe', 1);
      req.onupgradeneeded = () => req.result.createObjectStore('s', { autoIncrement: true });
      req.onsuccess = () => {
        const tx = req.result.transaction('s', 'readwrite');
        tx.objectStore('s').add({ pan });
        tx.oncomplete = () => resolve();
      };
    });
    type QueryClient = { setQueryData?: (k: unknown, v: unknown) => void };
    type Fiber = { memoizedProps?: { client?: QueryClient; value?: QueryClient }; child?: Fiber | null; sibling?: Fiber | null };
    const root = document.getElementById('root') as unknown as Record<string, Fiber>;
    const container = root[Object.keys(root).find((k) => k.startsWith('__reactContainer$'))!]! as Fiber & { stateNode?: { current?: Fiber } };
    const stack: Fiber[] = [container.stateNode?.current ?? container];
    while (stack.length) {
      const f = stack.pop()!;
      const client = f.memoizedProps?.client ?? f.memoizedProps?.value;
      if (client?.setQueryData) {
        client.setQueryData(['probe'], { cardNumber: pan.replace(/(\d{4})/g, '$1 ').trim() });
        break;
      }
      if (f.sibling) stack.push(f.sibling);
      if (f.child) stack.push(f.child);
    }
    console.info('probe', pan);
    await fetch(`/__probe?c=${pan}`).catch(() => null);
  }, [PAN, CVC] as const);
  const found = await leaks(page, rec);
  for (const where of ['localStorage', 'CVC in sessionStorage', 'browserCookies', 'history', 'indexedDB', 'queryCache', 'console: info: probe', 'GET http']) {
    expect(found.some((f) => f.includes(where)), `${where} in ${found.join(' | ')}`).toBe(true);
  }
});

test('a typed card reaches only the card-save call: no storage, cache, draft, console, address or other request; also after a reload', async ({ page, watch }) => {
  const rec = record(page);
  const toasts = await recordToasts(page);
  const { token } = await seedViaApi(page, 'onboarded');
  const holder = await holderOf(page, token);
  const l = L.ru;

  // No card on file: bank-select gives way to the form at once.
  await page.goto('/#/pages/bankInfo/bank-select?redirect=%2F');
  await expect(page).toHaveURL(/#\/pages\/bankInfo\/bank-info\?redirect=%2F$/);
  await expect(page.getByLabel(l.holder)).toHaveValue(holder); // the recognised name, in Latin letters

  await page.getByLabel(l.number).pressSequentially(PAN);
  await expect(page.getByLabel(l.number)).toHaveValue('4400 4301 2345 6789');
  await expect(page.getByText('Карта Visa')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Банк.*Kaspi Bank/ })).toBeVisible();
  await page.getByLabel(l.expiry).pressSequentially(EXPIRY_DIGITS);
  await expect(page.getByLabel(l.expiry)).toHaveValue(`${EXPIRY_DIGITS.slice(0, 2)}/${EXPIRY_DIGITS.slice(2)}`);
  await page.getByLabel(l.cvc).pressSequentially(CVC);
  await expect(page.getByLabel(l.cvc)).toHaveCSS('-webkit-text-security', 'disc');
  await expectAccessible(page, 'card form, filled');

  // The draft has been written (the bank and the holder), and nothing of the card is anywhere.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('drafts') ?? '')).toContain(holder);
  expect(await leaks(page, rec), 'while typing').toEqual([]);

  // A reload: the number and CVC are gone for good; the bank and holder come back from the draft.
  await page.reload();
  await expect(page.getByLabel(l.holder)).toHaveValue(holder);
  await expect(page.getByLabel(l.number)).toHaveValue('');
  await expect(page.getByLabel(l.cvc)).toHaveValue('');
  await expect(page.getByRole('button', { name: /Kaspi Bank/ })).toBeVisible();
  expect(await leaks(page, rec), 'after a reload').toEqual([]);

  // Save from the form (no confirmation sheet): the card goes out once, to setBankInfo.
  await page.getByLabel(l.number).pressSequentially(PAN);
  await page.getByLabel(l.expiry).pressSequentially(EXPIRY_DIGITS);
  await page.getByLabel(l.cvc).pressSequentially(CVC);
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/loan/setBankInfo'));
  await page.getByRole('button', { name: l.save }).click();
  expect(((await (await saved).json()) as { code: number }).code).toBe(0);
  await expect(page).toHaveURL(/#\/$/);
  await expect.poll(toasts).toContain(l.saved);

  const carrying = rec.requests.filter((r) => PAN_RE.test(requestText(r)));
  expect(carrying.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual(['POST /api/loan/setBankInfo']);
  expect(JSON.parse(carrying[0]!.postData()!)).toMatchObject({ cardNumber: PAN, cvc: CVC, bankCode: 'CASPKZKA', holder });
  expect(await leaks(page, rec), 'after saving').toEqual([]);

  // The saved card is shown masked; the page holds no more of it than the last four digits.
  await page.goto('/#/pages/bankInfo/bank-select');
  const card = page.getByRole('group', { name: /Visa •••• 6789/ });
  await expect(card).toContainText('Kaspi Bank');
  await expect(card).toContainText(holder);
  expect(await page.locator('body').innerText()).not.toMatch(/440043|4400 43/);
  expect(await leaks(page, rec), 'on the saved card').toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
});

test('kz: a session that ends mid-form leaves no card behind; after signing in again the bank and holder are back, the number and CVC are not', async ({ page, watch }) => {
  const rec = record(page);
  await useLocale(page, 'kz');
  const { token, phone } = await seedViaApi(page, 'onboarded');
  const holder = await holderOf(page, token);
  const l = L.kz;
  await page.goto('/#/pages/bankInfo/bank-info?bank=HSBKKZKX&redirect=%2Fpages%2Fhome%2Fmy');
  await fillCard(page, l, holder);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('drafts') ?? '')).toContain(holder);

  // The session ends on the server; the save hears 301 and the app goes to login.
  await sandbox(page.request, { action: 'expire', phone });
  await page.getByRole('button', { name: l.save }).click();
  await expect(page).toHaveURL(/#\/pages\/login\/login\?redirect=.*reason=expired$/);
  await expect(page.getByText('Кіру мерзімі аяқталды')).toBeVisible();
  expect(await leaks(page, rec), 'after the session ended').toEqual([]);

  // Signed in again, the borrower is back on the card form, which comes back from the draft: the bank and
  // the holder only.
  const login = await signInViaUi(page, 'kz', phone);
  expect(login.code).toBe(0);
  await expect(page).toHaveURL(/#\/pages\/bankInfo\/bank-info\?bank=HSBKKZKX&redirect=(%2F|\/)pages(%2F|\/)home(%2F|\/)my$/);
  await expect(page.getByLabel(l.holder)).toHaveValue(holder);
  // The bank the address gave; the number, typed again, names its own (Kaspi).
  await expect(page.getByRole('button', { name: /Halyk Bank/ })).toBeVisible();
  await expect(page.getByLabel(l.number)).toHaveValue('');
  await expect(page.getByLabel(l.cvc)).toHaveValue('');
  expect(await leaks(page, rec), 'after signing in again').toEqual([]);
  await page.getByLabel(l.number).pressSequentially(PAN.slice(0, 6));
  await expect(page.getByRole('button', { name: /Kaspi Bank/ })).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});

test("someone else's card is refused by the server in bank-conf; fixing the number saves the card", async ({ page, watch }) => {
  const rec = record(page);
  const { token } = await seedViaApi(page, 'with_card');
  const holder = await holderOf(page, token);
  const l = L.ru;
  await page.goto('/#/pages/bankInfo/bank-info?bank=IRTYKZKA&redirect=%2Fpages%2Fhome%2Fmy');
  await expect(page.getByText('Новая карта заменит сохранённую: Visa •••• 6789')).toBeVisible();
  await fillCard(page, l, holder, '4000000000000002');
  await page.getByRole('button', { name: l.save }).click();
  const conf = page.getByRole('dialog', { name: l.conf });
  await expect(conf.getByText(l.notOwner, { exact: true })).toBeVisible();
  await expectAccessible(page, 'bank-conf');
  await conf.getByRole('button', { name: l.fix }).click();
  await expect(page.getByLabel(l.holder)).toBeFocused();
  await expect(page.getByLabel(l.holder)).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel(l.number).fill('');
  await page.getByLabel(l.number).pressSequentially('5522041234567891');
  await expect(page.getByText('Карта Mastercard')).toBeVisible();
  await page.getByRole('button', { name: l.save }).click();
  await expect(page).toHaveURL(/#\/pages\/home\/my$/);
  const saves = rec.requests.filter((r) => r.url().endsWith('/api/loan/setBankInfo'));
  expect(saves).toHaveLength(2);
  expect(await leaks(page, rec)).toEqual([]);
  expect(watch.consoleErrors).toEqual([]);
});

test("payout failure: 'change payment method' leads to the card pages and back, and the payout is retried to the new card", async ({ page, watch }) => {
  const { token, phone } = await seedViaApi(page, 'with_card');
  const holder = await holderOf(page, token);
  await sandbox(page.request, { action: 'scenario', scenario: 'payout_fail', phone });
  const submitted = await page.request.post('/api/prod/submitOrder', {
    headers: { token, 'Idempotency-Key': `card-e2e-${phone}` },
    data: { token, amount: 30000, days: 14 },
  });
  const { data } = (await submitted.json()) as { data: { order: { orderNo: string } } };
  await sandbox(page.request, { action: 'advance', phone, toEnd: true });
  const l = L.ru;

  await page.goto('/#/');
  await expect(page.getByRole('heading', { name: 'Не удалось перевести деньги на карту' })).toBeVisible();
  await page.getByRole('link', { name: 'Сменить способ выплаты' }).click();
  // Straight to the form, which says why and replaces the card on file.
  await expect(page).toHaveURL(new RegExp(`#/pages/bankInfo/bank-info\\?orderNo=${data.order.orderNo}&redirect=%2F$`));
  await expect(page.getByText('Не удалось перевести деньги на вашу карту. Добавьте другую карту — мы повторим выплату на неё.')).toBeVisible();
  await expect(page.getByText('Новая карта заменит сохранённую: Visa •••• 6789')).toBeVisible();
  await fillCard(page, l, holder, '5522041234567891');
  await expect(page.getByRole('button', { name: /ForteBank/ })).toBeVisible();
  const saved = page.waitForRequest((r) => r.url().endsWith('/api/loan/setBankInfo'));
  await page.getByRole('button', { name: l.save }).click();
  expect(JSON.parse((await saved).postData()!)).toMatchObject({ orderNo: data.order.orderNo, bankCode: 'IRTYKZKA' });
  await expect(page).toHaveURL(/#\/$/);
  await expect(page.getByText('Деньги переводятся на карту')).toBeVisible();
  expect(watch.consoleErrors).toEqual([]);
});
