/* global window */
// Identity photo pipeline speed (src/shared/image) on a slow phone: Debian's Chromium with
// the CPU slowed 4x (CDP Emulation.setCPUThrottlingRate), the same generated 12 MP camera photo (4000x3000,
// EXIF orientation 6, GPS, XMP) prepared N times. Timings on a shared machine drift, so the result is a
// ratio against references measured in the same page, interleaved with the pipeline's runs:
//   - plain:  decode + canvas.toBlob('image/jpeg', 0.85) at full size (what a page would do just to
//             drop the metadata; no downscale, no ladder)
//   - scaled: decode + draw at the same 2000 px + one toBlob at 0.85 (the pipeline minus its checks,
//             probe and quality ladder)
// Note: Chromium decodes (createImageBitmap) and may encode off the main thread; CPU throttling slows the
// main thread only, so the ratios say more than the absolute times.
//   node scripts/bench-image.mjs            (BENCH_RUNS=5 by default; needs no app build or server)
import { chromium } from '@playwright/test';
import { existsSync } from 'node:fs';
import { bundleHarness, serveHarness } from '../tests/fixtures/images/bundle.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: sudo apt-get install -y chromium`);

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;

const harnessJs = await bundleHarness();
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await serveHarness(page, harnessJs);
  /** @type {(name: string, ...args: unknown[]) => Promise<any>} */
  const call = (name, ...args) => page.evaluate(([n, a]) => window.photoHarness[n](...a), [name, args]);

  const fixture = await call('benchSetup', { width: 3000, height: 4000, orientation: 6 });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  // One unmeasured round first: the probe, JIT and decoder caches warm up like on a second photo.
  await call('benchPipeline', 'front');
  await call('benchReference', 0);
  await call('benchReference', 2000);

  const rows = { front: [], selfie: [], plain: [], scaled: [] };
  for (let i = 0; i < RUNS; i++) {
    rows.front.push(await call('benchPipeline', 'front'));
    rows.plain.push(await call('benchReference', 0));
    rows.scaled.push(await call('benchReference', 2000));
    rows.selfie.push(await call('benchPipeline', 'selfie'));
  }
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });

  const summary = (list) => ({ ms: Math.round(median(list.map((r) => r.ms))), bytes: median(list.map((r) => r.bytes)), last: list.at(-1) });
  const front = summary(rows.front);
  const selfie = summary(rows.selfie);
  const plain = summary(rows.plain);
  const scaled = summary(rows.scaled);

  console.log(`Identity photo pipeline — 12 MP camera JPEG (${kB(fixture.bytes)}, 4000x3000, orientation 6, GPS), ${CPU_SLOWDOWN}x CPU slowdown, median of ${RUNS}`);
  console.table([
    { run: 'pipeline: ID side (front)', 'median ms': front.ms, output: kB(front.bytes), size: `${front.last.width}x${front.last.height}`, quality: front.last.quality, encodes: front.last.attempts },
    { run: 'pipeline: selfie', 'median ms': selfie.ms, output: kB(selfie.bytes), size: `${selfie.last.width}x${selfie.last.height}`, quality: selfie.last.quality, encodes: selfie.last.attempts },
    { run: 'reference: plain toBlob 0.85, full size', 'median ms': plain.ms, output: kB(plain.bytes), size: '3000x4000', quality: 0.85, encodes: 1 },
    { run: 'reference: toBlob 0.85 at 2000 px', 'median ms': scaled.ms, output: kB(scaled.bytes), size: '1500x2000', quality: 0.85, encodes: 1 },
  ]);
  console.log(`Ratio pipeline (ID side) / plain toBlob at full size: ${(front.ms / plain.ms).toFixed(2)}x time, ${(front.bytes / plain.bytes).toFixed(3)}x bytes`);
  console.log(`Ratio pipeline (ID side) / single toBlob at 2000 px:  ${(front.ms / scaled.ms).toFixed(2)}x time (cost of checks, probe and ladder)`);
  console.log(`Ratio pipeline (selfie)  / plain toBlob at full size: ${(selfie.ms / plain.ms).toFixed(2)}x time`);
  console.log(
    JSON.stringify({ bench: 'image', runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, inputBytes: fixture.bytes, front, selfie, plain, scaled, ratioFrontToPlain: front.ms / plain.ms, ratioFrontToScaled: front.ms / scaled.ms }),
  );
} finally {
  await browser.close();
}
