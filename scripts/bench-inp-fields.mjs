/* global window */
// Interaction to Next Paint while typing in every form field a borrower types in (issue 27): the phone and
// the SMS code (sign-in), the IIN (the ID step's typed identity), a contact's name and number, the card
// number, the repayment amount. Each field is typed into in the app (production e2e build on the sandbox, the
// borrower seeded at the right stage) and, in the same run with the same browser, CPU slowdown and keys, in a
// static page with the same control (an <input> with the app's field's type, inputmode, autocomplete and
// maxlength, and no script): the reference. Keys at a typing pace (a pause after each), Event Timing entries
// (durationThreshold 16, interactionId > 0) grouped per key: INP is the worst key (fewer than 50 per field).
// The slider and the term chips are scripts/bench-inp.mjs's. Median of BENCH_RUNS (3); results in
// bench-results/inp-fields.json. A measurement, not a gate.
//   node scripts/bench-inp-fields.mjs   (BENCH_FIELDS=card,amount for some fields only)
import { chromium } from '@playwright/test';
import { mkdirSync, writeFileSync } from 'node:fs';
import { CHROMIUM, CHROMIUM_ARGS, startPreview } from './preview.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const CPU_SLOWDOWN = 4;
const TARGET_MS = 100;
const KEY_PAUSE_MS = 150;
const PORT = 4188;
let BASE;
let stop = () => {};

const median = (xs) => {
  const ok = xs.filter((x) => Number.isFinite(x)).sort((a, b) => a - b);
  return ok.length ? ok[Math.floor(ok.length / 2)] : NaN;
};

let phoneSeq = 0;
function freshPhone() {
  phoneSeq += 1;
  const n = (Date.now() % 1_000_000) * 100 + ((process.pid * 7 + phoneSeq) % 100);
  return `7707${String(n).padStart(7, '0').slice(-7)}`;
}

async function post(path, body, token) {
  const res = await fetch(`${BASE}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...(token ? { token } : {}) }, body: JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return json.data && typeof json.data === 'object' ? json.data : json;
}

/** A borrower at `stage` (the sandbox's seed), or a new one signed in (stage 0) when `stage` is null. */
async function borrower(stage) {
  const phone = freshPhone();
  if (stage) return { phone, token: (await post('/__sandbox/control', { action: 'seed', phone, stage })).token };
  await post('/api/index/sendCode', { phone });
  const { code } = await post('/__sandbox/control', { action: 'lastCode', phone });
  return { phone, token: (await post('/api/index/login', { phone, code })).token };
}

/**
 * The fields: where the field is (a borrower at a stage, a route, a step to reach it) and what is typed.
 * `text` stops before a last key that would submit (the code signs in on its last digit).
 */
const FIELDS = [
  { id: 'phone', name: 'phone (sign-in)', stage: undefined, route: '/pages/login/login', field: (p) => p.getByLabel('Номер телефона'), text: '7011234567' },
  {
    id: 'code',
    name: 'SMS code (sign-in)',
    stage: undefined,
    route: '/pages/login/login',
    before: async (p) => {
      await p.getByLabel('Номер телефона').fill(freshPhone().slice(1));
      await p.getByRole('checkbox', { name: /политику конфиденциальности/ }).click();
      await p.getByRole('button', { name: 'Получить код' }).click();
      await p.getByRole('timer').waitFor();
    },
    field: (p) => p.getByLabel('Код из SMS'),
    text: '123',
  },
  { id: 'iin', name: 'IIN (ID step)', stage: null, route: '/pages/info/photoCard', field: (p) => p.getByLabel('ИИН', { exact: true }), text: '900101300123' },
  { id: 'contactName', name: 'contact name', stage: null, route: '/pages/info/info?group=contacts', field: (p) => p.getByLabel('Имя и фамилия').first(), text: 'Нурлан Нурланов' },
  { id: 'contactPhone', name: 'contact phone', stage: null, route: '/pages/info/info?group=contacts', field: (p) => p.getByLabel('Номер телефона').first(), text: '7017654321' },
  { id: 'card', name: 'card number', stage: 'onboarded', route: '/pages/bankInfo/bank-info', field: (p) => p.getByLabel('Номер карты'), text: '4400430123456789' },
  {
    id: 'amount',
    name: 'repayment amount',
    stage: 'active_loan',
    route: '/',
    before: async (p) => {
      await p.locator('a[href*="loanRepayment"]').first().click();
      await p.waitForURL(/loanRepayment/);
    },
    field: (p) => p.getByLabel('Сумма к оплате, ₸'),
    clear: true,
    text: '12500',
  },
];

function installObserver() {
  window.__inp = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.interactionId) window.__inp.push({ id: e.interactionId, duration: e.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** Types `text` key by key at a typing pace and returns the worst key's duration and the median key's. */
async function typeAndMeasure(page, cdp, field, text, clear) {
  await field.scrollIntoViewIfNeeded();
  await field.focus();
  if (clear) await field.fill('');
  await page.waitForTimeout(500);
  await page.evaluate(installObserver);
  for (const ch of text) {
    // A letter off the US layout (Cyrillic) as a phone's keyboard sends it: key down with its text, key up.
    if (/^[ -~]$/.test(ch)) await page.keyboard.press(ch);
    else {
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', key: ch, text: ch, unmodifiedText: ch });
      await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', key: ch });
    }
    await page.waitForTimeout(KEY_PAUSE_MS);
  }
  await page.waitForTimeout(1000);
  const entries = await page.evaluate(() => window.__inp);
  const byId = new Map();
  for (const e of entries) byId.set(e.id, Math.max(byId.get(e.id) ?? 0, e.duration));
  const list = [...byId.values()];
  // Keys under 16 ms leave no entry: counted as 16 for the median.
  const all = [...list, ...Array(Math.max(0, text.length - list.length)).fill(16)].sort((a, b) => a - b);
  return { inp: list.length ? Math.max(...list) : 0, typical: all[Math.floor(all.length / 2)] };
}

const CONTEXT = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: 'ru-RU', timezoneId: 'Asia/Almaty' };

async function throttled(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  return cdp;
}

async function measureApp(browser, f) {
  const who = f.stage === undefined ? null : await borrower(f.stage);
  const context = await browser.newContext(CONTEXT);
  if (who) {
    await context.addInitScript(
      ([t, p]) => {
        if (window !== window.top || !window.location.origin.startsWith('http') || window.sessionStorage.getItem('bench-session')) return;
        window.localStorage.setItem('token', t);
        window.localStorage.setItem('userData', JSON.stringify({ step: 100, phone: p }));
        window.sessionStorage.setItem('bench-session', '1');
      },
      [who.token, who.phone],
    );
  }
  const page = await context.newPage();
  try {
    await page.goto(`${BASE}/#${f.route}`);
    if (f.before) await f.before(page);
    const field = f.field(page);
    await field.waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const attrs = await field.evaluate((el) => ({
      type: el.getAttribute('type') ?? 'text',
      inputmode: el.getAttribute('inputmode'),
      autocomplete: el.getAttribute('autocomplete'),
      maxlength: el.getAttribute('maxlength'),
      width: Math.round(el.getBoundingClientRect().width),
    }));
    const cdp = await throttled(context, page);
    return { attrs, result: await typeAndMeasure(page, cdp, field, f.text, f.clear) };
  } finally {
    await context.close();
  }
}

async function measureReference(browser, f, attrs) {
  const context = await browser.newContext(CONTEXT);
  const page = await context.newPage();
  const extra = ['inputmode', 'autocomplete', 'maxlength'].filter((k) => attrs[k] !== null).map((k) => ` ${k}="${attrs[k]}"`).join('');
  await page.setContent(
    `<!doctype html><html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
      `<style>body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:16px}input{width:${attrs.width}px;height:48px;font-size:16px}</style></head>` +
      `<body><label for="f">${f.name}</label><input id="f" type="${attrs.type}"${extra}></body></html>`,
  );
  const cdp = await throttled(context, page);
  const result = await typeAndMeasure(page, cdp, page.locator('#f'), f.text, false);
  await context.close();
  return result;
}

/** BENCH_FIELDS=card,amount measures only those fields. */
const ONLY = process.env.BENCH_FIELDS?.split(',');
if (ONLY) FIELDS.splice(0, FIELDS.length, ...FIELDS.filter((f) => ONLY.includes(f.id)));

try {
  ({ base: BASE, stop } = await startPreview(PORT));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const runs = Object.fromEntries(FIELDS.map((f) => [f.id, { app: [], ref: [], attrs: null, error: null }]));
  try {
    for (let i = 0; i < RUNS; i++) {
      for (const f of FIELDS) {
        const r = runs[f.id];
        if (r.error) continue;
        try {
          const a = await measureApp(browser, f);
          r.attrs = a.attrs;
          r.app.push(a.result);
          r.ref.push(await measureReference(browser, f, a.attrs));
          console.log(`Run ${i + 1}/${RUNS}, ${f.name}: worst key ${a.result.inp} ms vs ${r.ref.at(-1).inp} ms`);
        } catch (error) {
          r.error = String(error.message ?? error).split('\n')[0];
          console.warn(`${f.name}: not measured: ${r.error}`);
        }
      }
    }
  } finally {
    await browser.close();
  }
  const rows = FIELDS.map((f) => {
    const r = runs[f.id];
    const inp = median(r.app.map((x) => x.inp));
    const ref = median(r.ref.map((x) => x.inp));
    const typical = median(r.app.map((x) => x.typical));
    const refTypical = median(r.ref.map((x) => x.typical));
    return {
      field: f.name,
      'app INP ms': inp,
      'static ms': ref,
      'ratio': ref > 0 ? `${(inp / ref).toFixed(2)}×` : '–',
      'median key app/static': Number.isFinite(typical) ? `${(typical / refTypical).toFixed(2)}× (${typical} vs ${refTypical} ms)` : '–',
      target: Number.isFinite(inp) ? (inp <= TARGET_MS ? `✓ ≤ ${TARGET_MS} ms` : `✗ MISS > ${TARGET_MS} ms`) : `? ${r.error ?? 'no value'}`,
    };
  });
  console.log(`\nINP typing in the form fields, ${CPU_SLOWDOWN}× CPU, a key every ~${KEY_PAUSE_MS} ms, median of ${RUNS}; static: an <input> with the same attributes, no script`);
  console.table(rows);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/inp-fields.json', JSON.stringify({ bench: 'inp-fields', runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, targetMs: TARGET_MS, rows, raw: runs, date: new Date().toISOString() }, null, 2));
} finally {
  stop();
}
