// Draws the install icons in public/ from the favicon's shapes with Debian's Chromium (no image tool needed):
//   node scripts/icons.mjs
// icon-192/512: the favicon as it is (rounded square, transparent corners; purpose "any");
// maskable-512: the mark on a full green square, inside the central 60 % (the safe circle is 80 %);
// apple-touch-icon (180): full square, iOS rounds it itself.
import { chromium } from '@playwright/test';
import { CHROMIUM, CHROMIUM_ARGS } from './preview.mjs';

const GREEN = '#16a34a';
const BOLT = 'M22 14h24l-8 14h10L24 52l6-18H20z';
const rounded = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${GREEN}"/><path d="${BOLT}" fill="#fff"/></svg>`;
/** The mark scaled by `scale` about the centre, on a full square. */
const full = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${GREEN}"/><path d="${BOLT}" fill="#fff" transform="translate(32 33) scale(${scale}) translate(-34 -33)"/></svg>`;

const ICONS = [
  ['public/icons/icon-192.png', 192, rounded],
  ['public/icons/icon-512.png', 512, rounded],
  ['public/icons/maskable-512.png', 512, full(0.62)],
  ['public/apple-touch-icon.png', 180, full(0.8)],
];

const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
try {
  for (const [file, size, svg] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 });
    await page.setContent(`<style>html,body{margin:0;background:transparent}svg{display:block;width:${size}px;height:${size}px}</style>${svg}`);
    await page.screenshot({ path: file, omitBackground: true });
    await page.close();
    console.log(file);
  }
} finally {
  await browser.close();
}
