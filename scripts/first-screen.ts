/**
 * The one inline script of index.html, run while the page is parsed, before the first paint. The build
 * (scripts/prerender.ts) draws the Loans tab and the landing pages in ru and kz (src/app/firstScreen.ts);
 * this script puts in #root the one this visitor may see first:
 * - the drawn copy of the address's route in the saved language (app_locale), so a Kazakh borrower never
 *   sees Russian; a marketing link with `source` opens the Loans tab (the launch rule);
 * - nothing when a session is saved (a signed-in borrower never sees a signed-out screen flash) or the
 *   route was not drawn (a deep link never shows another screen first);
 * and marks #root with the screen kept (`data-first-screen`), which tells src/main.tsx to hydrate it.
 * It then inserts the app's scripts (held in a <template> by the build): after the kept screen's first
 * paint, so the drawn screen paints from HTML and CSS alone; at once when nothing was kept.
 * Until the app has taken the screen over, it keeps the last drawn button tapped (`window.__bzEarlyTap`).
 *
 * The policy allows it by its hash only (deploy/headers/app.conf `script-src 'self' 'sha256-…'`;
 * tests/hosting.node.test.ts checks that the hash there is this script's). No Trusted Types sink: DOM nodes
 * are cloned from templates, never parsed from strings. ES5, so every in-app browser runs it.
 */
import { createHash } from 'node:crypto';
import { APP_SCRIPTS_TEMPLATE, BUILT_IN_ROOT, EARLY_TAP, FIRST_SCREEN_ATTR, FIRST_SCREEN_ROUTES, LOANS_TAB_ALIASES, routeScriptsId, templateId } from '../src/app/firstScreen.ts';

export const FIRST_SCREEN_SCRIPT =
  '(function(){var d=document,w=window,r=d.getElementById("root"),' +
  `a=d.getElementById(${JSON.stringify(APP_SCRIPTS_TEMPLATE)}),kept=0,p;` +
  'function clear(){if(r)while(r.firstChild)r.removeChild(r.firstChild)}' +
  // The app's entry script and module preloads, then those of the kept screen's route, inserted once
  // (cloned from the templates: no Trusted Types sink), one per task: starting a fetch costs the main
  // thread, and nine at once make a long task. The next task comes by a message, not a timer (browsers
  // hold nested zero-delay timers back 4 ms each: fifty links would take 200 ms, and the app, reaching
  // an import first, would add its own link). A chunk the app already asked for is not linked again.
  'function take(n){if(!n)return[];n.parentNode.removeChild(n);return[].slice.call(d.importNode(n.content,!0).childNodes)}' +
  // (One native query on the href attribute, as written here (a path) or by Vite's preload helper (the
  // full address), not a walk over every link resolving each address.)
  'function has(x){var h=x.getAttribute&&x.getAttribute("href");return!!h&&!!d.querySelector(\'link[href="\'+h+\'"],link[href="\'+x.href+\'"]\')}' +
  `function go(){if(!a)return;var k=take(a).concat(take(p&&d.getElementById(${JSON.stringify(routeScriptsId(''))}+p))),` +
  'c=w.MessageChannel?new MessageChannel:null;a=null;' +
  'function s(){var x=k.shift();if(!x)return;if(!has(x))d.head.appendChild(x);if(c)c.port2.postMessage(0);else setTimeout(s,0)}' +
  'if(c)c.port1.onmessage=s;s()}' +
  'try{(function(){if(!r)return;var s=w.localStorage,h=location.hash.replace(/^#/,"").split("?")[0],' +
  'l=s.getItem("app_locale")==="kz"?"kz":"ru",' +
  'q=location.search+"&"+(location.hash.split("?")[1]||"");' +
  `if(/(^|[?&])source=[^&]/.test(q)||${JSON.stringify(LOANS_TAB_ALIASES)}.indexOf(h)>=0)h="/";` +
  `if(s.getItem("token")||${JSON.stringify(FIRST_SCREEN_ROUTES)}.indexOf(h)<0){clear();return}` +
  'var k=l+" "+h;' +
  `if(k!==${JSON.stringify(BUILT_IN_ROOT)}){var t=d.getElementById(${JSON.stringify(templateId(''))}+k);clear();if(!t)return;` +
  'r.appendChild(t.content.cloneNode(true))}' +
  'if(l==="kz")d.documentElement.lang="kk";' +
  // A tap on a drawn button the app has not taken over yet would do nothing: keep the last one (the app
  // replays it once the screen is its own, src/app/earlyTap.ts). A button React has taken over (it
  // carries React's props) answers by itself. Links need no help: the browser follows them, and the app
  // follows the address.
  `w.${EARLY_TAP}=null;d.addEventListener("click",function(e){` +
  `if(w.${EARLY_TAP}===void 0||!r.contains(e.target))return;` +
  `for(var t=e.target;t&&t!==r;t=t.parentNode)if(t.nodeName==="BUTTON"){` +
  `if(Object.keys(t).join().indexOf("__reactProps$")<0)w.${EARLY_TAP}=t;return}},true);` +
  `r.setAttribute(${JSON.stringify(FIRST_SCREEN_ATTR)},k);kept=1;p=h})()}catch(e){clear()}` +
  // The app's code: once the kept screen has painted (the browser reports its first contentful paint;
  // without paint timing, the frame after the first), at the latest after 3 s or when the page is hidden;
  // at once when no screen was kept (the app draws it) or the page is not on screen.
  'try{if(!kept||d.visibilityState!=="visible")go();else{d.addEventListener("visibilitychange",go);setTimeout(go,3e3);' +
  'var P=w.PerformanceObserver,y=P&&P.supportedEntryTypes;' +
  'if(y&&y.indexOf("paint")>=0)new P(function(x){if(x.getEntriesByName("first-contentful-paint").length)setTimeout(go,0)}).observe({type:"paint",buffered:!0});' +
  'else w.requestAnimationFrame(function(){setTimeout(go,0)})}}catch(e){go()}})();';

/** The CSP source for the script: 'sha256-<base64>'. */
export function firstScreenScriptHash(): string {
  return `'sha256-${createHash('sha256').update(FIRST_SCREEN_SCRIPT, 'utf8').digest('base64')}'`;
}
