// What a new borrower downloads from the marketing link to a submitted order (issue 27): the real journey on
// the sandbox (production e2e build, `vite preview --mode e2e`), the same steps as e2e/signup.spec.ts (ru, the
// approve scenario): the landing page, sign-in, the form, the contacts, both sides of the ID, the face check,
// the card, the contract, «Получить деньги». Every request the page and its frames make is recorded.
// Prints, per step and in total: the app's JavaScript (files under /assets/, bytes and gzip -9 as
// scripts/size-check.mjs counts them; in total also with Brotli, as nginx sends the build's .br files), every
// request, and the API calls; the JavaScript files loaded, largest first. Writes bench-results/journey.json, and with `--write-modules` the journey's chunk sources
// to scripts/journey-modules.json, which scripts/size-check.mjs budgets from the build's manifest.
// Byte counts do not depend on the machine's speed: one run is enough (BENCH_RUNS for more).
//   node scripts/bench-journey.mjs [--write-modules]
import { chromium, devices } from '@playwright/test';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { CHROMIUM, CHROMIUM_ARGS, startPreview } from './preview.mjs';
import { cameraJpeg } from '../e2e/photos-gen.mjs';

const PORT = 4184;
const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const WRITE_MODULES = process.argv.includes('--write-modules');
let BASE;
let stop = () => {};

let phoneSeq = 0;
function freshPhone() {
  phoneSeq += 1;
  const n = (Date.now() % 1_000_000) * 100 + ((process.pid * 7 + phoneSeq) % 100);
  return `7707${String(n).padStart(7, '0').slice(-7)}`;
}

async function control(body) {
  const res = await fetch(`${BASE}/__sandbox/control`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  const json = await res.json();
  if (!res.ok) throw new Error(`sandbox control ${JSON.stringify(body)}: ${res.status}`);
  return json.data && typeof json.data === 'object' ? json.data : json;
}

async function choose(page, label, option, nth = 0) {
  const group = page.getByRole('radiogroup', { name: label }).nth(nth);
  const native = page.getByRole('combobox', { name: label }).nth(nth);
  const picker = page.getByRole('button', { name: new RegExp(`^${label}`) }).nth(nth);
  await group.or(native).or(picker).first().waitFor();
  if (await group.isVisible()) return group.getByRole('radio', { name: option, exact: true }).click();
  if (await native.isVisible()) return native.selectOption({ label: option });
  await picker.click();
  await page.getByRole('dialog').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

async function shoot(page, side, name, label) {
  const slot = page.getByRole('region', { name: side });
  const buffer = await cameraJpeg(page, label);
  const chooser = page.waitForEvent('filechooser');
  await slot.locator('label', { hasText: 'Сфотографировать' }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/jpeg', buffer });
}

const waitUrl = (page, re) => page.waitForURL(re, { timeout: 30_000 });
const EXPIRY = `12${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`;

/** The journey, as named steps; `mark(name)` closes the step before. */
async function journey(page, mark) {
  const phone = freshPhone();
  await page.goto(`${BASE}/?channel=tt_kz&click_id=s1#/pages/home/landingpage`);
  await page.getByRole('link', { name: 'Получить деньги' }).first().waitFor();
  await page.waitForLoadState('networkidle');
  mark('landing page (marketing link)');

  await page.getByRole('link', { name: 'Получить деньги' }).first().click();
  await waitUrl(page, /#\/pages\/login\/login/);
  await page.getByLabel('Номер телефона').pressSequentially(phone.slice(1));
  await page.getByRole('checkbox', { name: /политику конфиденциальности/ }).click();
  await page.getByRole('button', { name: 'Получить код' }).click();
  await page.getByRole('timer').waitFor();
  const { code } = await control({ action: 'lastCode', phone });
  await page.getByLabel('Код из SMS').pressSequentially(code);
  await waitUrl(page, /#\/pages\/info\/info$/);
  mark('sign-in (phone, code)');

  await choose(page, 'Ежемесячный доход', '150 000 – 300 000 ₸');
  await choose(page, 'Образование', 'Высшее');
  await choose(page, 'Тип занятости', 'Работаю по найму');
  await choose(page, 'Цель займа', 'Срочные нужды');
  await choose(page, 'Быстрый выбор города', 'г. Алматы');
  await page.getByLabel('Улица').fill('Абая');
  await page.getByLabel('Дом, квартира').fill('10, 5');
  await page.getByRole('button', { name: 'Далее' }).click();
  await waitUrl(page, /group=contacts$/);
  mark('form: work, income, address');

  const people = [
    ['Нурлан Нурланов', 'Родитель', '7017654321'],
    ['Асель Нурланова', 'Сестра', '7051112233'],
    ['Данияр Сулейменов', 'Друг', '7471234455'],
  ];
  for (const [i, [name, relation, tel]] of people.entries()) {
    await page.getByLabel('Имя и фамилия').nth(i).fill(name);
    await choose(page, 'Кем приходится', relation, i);
    await page.getByLabel('Номер телефона').nth(i).pressSequentially(tel);
  }
  await page.getByRole('button', { name: 'Сохранить и продолжить' }).click();
  await waitUrl(page, /#\/pages\/info\/photoCard$/);
  mark('contacts');

  await shoot(page, 'Лицевая сторона', 'IMG_0001.jpg', 'ЖЕКЕ КУӘЛІК');
  await page.getByRole('region', { name: 'Лицевая сторона' }).getByText('Фото принято').waitFor({ timeout: 30_000 });
  await shoot(page, 'Оборотная сторона', 'IMG_0002.jpg', 'ID KAZ 0123');
  await waitUrl(page, /#\/pages\/info\/photoSelfie$/);
  mark('ID photos');

  await page.getByRole('button', { name: 'Начать проверку' }).click();
  await page.frameLocator('iframe[title="Проверка лица"]').getByRole('button', { name: 'Проверка пройдена' }).click();
  await waitUrl(page, /#\/pages\/bankInfo\/bank-info/);
  mark('face check');

  await page.getByLabel('Номер карты').pressSequentially('4400430123456789');
  await page.getByLabel('Срок действия (ММ/ГГ)').pressSequentially(EXPIRY);
  const holder = page.getByLabel('Держатель карты');
  if (!(await holder.inputValue())) await holder.fill('NURLAN NURLANOV');
  await page.getByLabel('CVC-код').pressSequentially('739');
  await page.getByRole('button', { name: 'Сохранить карту' }).click();
  await waitUrl(page, /#\/$/);
  mark('card');

  await page.getByRole('link', { name: /Договор/ }).click();
  await page.frameLocator('iframe').getByRole('button', { name: 'С договором ознакомлен(а)' }).click();
  await page.getByRole('button', { name: 'Получить деньги' }).click();
  await page.getByRole('dialog', { name: 'Заявка отправлена' }).waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  mark('contract and order');
}

const gzCache = new Map();
async function sizes(url) {
  if (!gzCache.has(url)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    // gzip -9 as the size check counts; Brotli as nginx sends the build's .br files (scripts/precompress.ts).
    const br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY, [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }).length;
    gzCache.set(url, { raw: body.length, gz: gzipSync(body, { level: 9 }).length, br: Math.min(br, body.length) });
  }
  return gzCache.get(url);
}

async function once(browser) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch } = devices['Pixel 7'];
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale: 'ru-RU', timezoneId: 'Asia/Almaty', serviceWorkers: 'block' });
  const page = await context.newPage();
  const requests = [];
  let step = null;
  context.on('request', (r) => requests.push({ url: r.url(), type: r.resourceType(), step }));
  const steps = [];
  const mark = (name) => {
    for (const r of requests) r.step ??= name;
    steps.push(name);
  };
  await journey(page, mark);
  await context.close();

  const perStep = [];
  const files = new Map();
  for (const name of steps) {
    const mine = requests.filter((r) => r.step === name);
    const js = mine.filter((r) => r.url.startsWith(`${BASE}/assets/`) && r.url.endsWith('.js'));
    let raw = 0;
    let gz = 0;
    for (const r of js) {
      const s = await sizes(r.url);
      const file = r.url.slice(BASE.length + 1);
      if (files.has(file)) continue; // fetched again from the cache: not downloaded twice
      files.set(file, { ...s, step: name });
      raw += s.raw;
      gz += s.gz;
    }
    perStep.push({ step: name, jsFiles: js.length, jsRaw: raw, jsGz: gz, requests: mine.length, api: mine.filter((r) => new URL(r.url).pathname.startsWith('/api/')).length });
  }
  const total = perStep.reduce(
    (t, s) => ({ jsFiles: t.jsFiles + s.jsFiles, jsRaw: t.jsRaw + s.jsRaw, jsGz: t.jsGz + s.jsGz, requests: t.requests + s.requests, api: t.api + s.api }),
    { jsFiles: 0, jsRaw: 0, jsGz: 0, requests: 0, api: 0 },
  );
  total.jsDistinct = files.size;
  return { perStep, total, files: Object.fromEntries(files) };
}

const kb = (b) => `${(b / 1024).toFixed(1)} kB`;

/**
 * Measured on main at 4063d2c (2026-11-26): 356.6 kB gzip of JavaScript in 134 files, 260 requests. The target
 * is 20 % under (issue 27); scripts/size-check.mjs holds the same JavaScript budget against the build.
 */
const BEFORE = { jsKb: 356.6, requests: 260 };
const TARGET = { jsKb: Math.round(BEFORE.jsKb * 0.8 * 10) / 10, requests: Math.round(BEFORE.requests * 0.8) };

try {
  ({ base: BASE, stop } = await startPreview(PORT));
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const results = [];
  try {
    for (let i = 0; i < RUNS; i++) results.push(await once(browser));
  } finally {
    await browser.close();
  }
  const last = results.at(-1);
  console.log('Sign-up journey, marketing link to the submitted order (ru, sandbox, production e2e build)');
  console.table(
    [...last.perStep, { step: 'TOTAL', ...last.total }].map((s) => ({
      step: s.step,
      'JS files': s.jsFiles,
      'JS gzip': kb(s.jsGz),
      'JS raw': kb(s.jsRaw),
      requests: s.requests,
      'API calls': s.api,
    })),
  );
  console.log('JavaScript files, largest first (gzip, the step that first loaded it):');
  for (const [file, s] of Object.entries(last.files).sort((a, b) => b[1].gz - a[1].gz)) console.log(`  ${kb(s.gz).padStart(9)}  ${file}  (${s.step})`);
  const jsKb = last.total.jsGz / 1024;
  const mark = (ok) => (ok ? '✓ ok' : '✗ MISS');
  console.log(`JavaScript ${jsKb.toFixed(1)} kB gzip: ${(jsKb / BEFORE.jsKb).toFixed(2)}× the figure before issue 27 (${BEFORE.jsKb} kB), target ≤ ${TARGET.jsKb} kB ${mark(jsKb <= TARGET.jsKb)}`);
  console.log(`Requests ${last.total.requests}: ${(last.total.requests / BEFORE.requests).toFixed(2)}× before (${BEFORE.requests}), target ≤ ${TARGET.requests} ${mark(last.total.requests <= TARGET.requests)}`);
  const brKb = Object.values(last.files).reduce((n, f) => n + f.br, 0) / 1024;
  console.log(`  as sent with the build's Brotli files (what a borrower's browser downloads from nginx): ${brKb.toFixed(1)} kB`);
  if (RUNS > 1) console.log(`Each run: JS ${results.map((r) => kb(r.total.jsGz)).join(', ')}; requests ${results.map((r) => r.total.requests).join(', ')}`);

  // The manifest entries whose files the journey loaded: size-check.mjs walks them (with their static imports)
  // in any later build, so the budget follows the code, not file names.
  const manifest = JSON.parse(readFileSync(join('dist-e2e', '.vite', 'manifest.json'), 'utf8'));
  const byFile = new Map(Object.entries(manifest).map(([k, c]) => [c.file, k]));
  const keys = [...new Set(Object.keys(last.files).map((f) => byFile.get(f)).filter(Boolean))].sort();
  // Named by their source (an entry, a lazy module): stable across builds. A shared chunk (`_…`) is found again
  // through the static imports of those, except a group of its own (a language's texts), kept by its name.
  const sources = keys.filter((k) => !k.startsWith('_'));
  const reached = new Set();
  const walk = (k) => {
    if (!manifest[k] || reached.has(k)) return;
    reached.add(k);
    for (const d of manifest[k].imports ?? []) walk(d);
  };
  sources.forEach(walk);
  const groups = keys.filter((k) => k.startsWith('_') && !reached.has(k)).map((k) => manifest[k].name);
  mkdirSync('bench-results', { recursive: true });
  writeFileSync('bench-results/journey.json', JSON.stringify({ bench: 'journey', runs: results, manifestKeys: keys, date: new Date().toISOString() }, null, 2));
  if (WRITE_MODULES) {
    writeFileSync('scripts/journey-modules.json', `${JSON.stringify({ sources, groups }, null, 2)}\n`);
    console.log(`Wrote scripts/journey-modules.json (${sources.length} chunk sources, groups: ${groups.join(', ')})`);
  }
} finally {
  stop();
}
