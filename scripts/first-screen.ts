/**
 * The one inline script of index.html, run while the page is parsed, before the first paint. The build
 * (scripts/prerender.ts) puts the Loans tab into #root in Russian and into a <template> in Kazakh; this
 * script picks what this visitor may see first:
 * - the Kazakh copy when the saved language (app_locale) is Kazakh, so a Kazakh borrower never sees Russian;
 * - nothing when a session is saved (a signed-in borrower never sees the signed-out screen flash) or the
 *   address is another route (a deep link never shows the Loans tab first);
 * and marks #root with the language drawn (`data-first-screen`), which tells src/main.tsx to hydrate it.
 *
 * The policy allows it by its hash only (deploy/headers/app.conf `script-src 'self' 'sha256-…'`;
 * tests/hosting.test.ts checks that the hash there is this script's). No Trusted Types sink: DOM nodes
 * are moved, never parsed from strings. ES5, so every in-app browser runs it.
 */
import { createHash } from 'node:crypto';

import { FIRST_SCREEN_ATTR, FIRST_SCREEN_ROUTES, KZ_TEMPLATE_ID } from '../src/app/firstScreen.ts';

export { FIRST_SCREEN_ATTR, KZ_TEMPLATE_ID };

export const FIRST_SCREEN_SCRIPT =
  '(function(){var r=document.getElementById("root");if(!r)return;' +
  'function clear(){while(r.firstChild)r.removeChild(r.firstChild)}' +
  'try{var s=window.localStorage,h=location.hash.replace(/^#/,"").split("?")[0],' +
  'l=s.getItem("app_locale")==="kz"?"kz":"ru";' +
  // A marketing link with `source` opens the Loans tab whatever its route (the launch rule).
  'var q=location.search+"&"+(location.hash.split("?")[1]||""),home=/(^|[?&])source=[^&]/.test(q);' +
  `if(s.getItem("token")||(!home&&${JSON.stringify(FIRST_SCREEN_ROUTES)}.indexOf(h)<0)){clear();return}` +
  `if(l==="kz"){var t=document.getElementById(${JSON.stringify(KZ_TEMPLATE_ID)});clear();r.appendChild(t.content.cloneNode(true));` +
  'document.documentElement.lang="kk"}' +
  `r.setAttribute(${JSON.stringify(FIRST_SCREEN_ATTR)},l)}catch(e){clear()}})();`;

/** The CSP source for the script: 'sha256-<base64>'. */
export function firstScreenScriptHash(): string {
  return `'sha256-${createHash('sha256').update(FIRST_SCREEN_SCRIPT, 'utf8').digest('base64')}'`;
}
