/**
 * The inline script of index.html (scripts/first-screen.ts) run in the page: the app's links it inserts
 * after the first paint, once each, whoever linked a chunk first.
 */
import { afterEach, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_SCRIPT } from '../scripts/first-screen';
import { APP_SCRIPTS_TEMPLATE } from '../src/app/firstScreen';

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const linked = () => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname).sort();

it("links each of the start's chunks once, also one the app's preload helper linked first by its full address", async () => {
  // A route that is not drawn: the list goes in at once, one link per task.
  window.history.replaceState(null, '', '/#/pages/login/login');
  // Vite's preload helper writes the full address; the build's list writes a path.
  document.head.innerHTML = `<link rel="modulepreload" crossorigin href="${window.location.origin}/assets/a-1.js">`;
  document.body.innerHTML =
    `<div id="root"></div><template id="${APP_SCRIPTS_TEMPLATE}">` +
    '<link rel="modulepreload" crossorigin href="/assets/a-1.js"><link rel="modulepreload" crossorigin href="/assets/b-2.js">' +
    '<link rel="modulepreload" crossorigin href="/assets/c-3.js"><link rel="modulepreload" crossorigin href="/assets/b-2.js">' +
    // The list's last link: once it is in, every link before it has had its turn.
    '<link rel="modulepreload" crossorigin href="/assets/z-9.js"></template>';
  new Function(FIRST_SCREEN_SCRIPT)();
  expect(document.getElementById(APP_SCRIPTS_TEMPLATE)).toBeNull();
  await vi.waitFor(() => expect(linked()).toContain('/assets/z-9.js'));
  expect(linked()).toEqual(['/assets/a-1.js', '/assets/b-2.js', '/assets/c-3.js', '/assets/z-9.js']);
});
