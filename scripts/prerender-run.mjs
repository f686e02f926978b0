// Child process of the build's prerender step (scripts/prerender.ts): renders the first screens with the
// SSR bundle under a jsdom window and prints them as JSON on stdout, by key '<locale> <route>': the markup,
// and the page's language tag as the app set it (<html lang>, 'kk' for Kazakh), which index.html's script
// gives the page with the screen. A process of its own, so nothing the app's code leaves running (a timer,
// a listener) can keep the build from ending: it exits when done.
//   node scripts/prerender-run.mjs <ssr bundle> '<locales JSON>' '<routes JSON>'
import { pathToFileURL } from 'node:url';
import { JSDOM } from 'jsdom';

const [bundle, localesJson, routesJson] = process.argv.slice(2);
const locales = JSON.parse(localesJson);
const routes = JSON.parse(routesJson);

const dom = new JSDOM('<!doctype html><html lang="ru"><body><div id="root"></div></body></html>', { url: 'http://localhost/#/' });
for (const name of ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location', 'history', 'HTMLElement', 'Node', 'matchMedia']) {
  Object.defineProperty(globalThis, name, { value: dom.window[name], configurable: true, writable: true });
}

try {
  const { renderFirstScreen } = await import(pathToFileURL(bundle).href);
  const screens = {};
  for (const locale of locales) {
    for (const route of routes) {
      const html = await renderFirstScreen(route, locale);
      screens[`${locale} ${route}`] = { html, lang: dom.window.document.documentElement.lang };
    }
  }
  process.stdout.write(JSON.stringify(screens), () => process.exit(0));
} catch (e) {
  console.error(e);
  process.exit(1);
}
