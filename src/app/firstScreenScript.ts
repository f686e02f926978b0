/**
 * index.html's one inline script, run while the page is parsed, before the first paint. Not part of the
 * app's bundle: the build (scripts/first-screen.ts) compiles and minifies it, writes the names it reads
 * as `FIRST_SCREEN.<name>` (src/app/firstScreen.ts, each from its one definition), and puts it right
 * after the empty #root, before the drawn screens' <template>s (scripts/prerender.ts). The policy allows
 * it by its hash, which the build writes into deploy/headers/app.conf.
 *
 * #root is empty as built, and a template's content is not in the document, so no screen is in the page
 * before this script has chosen one:
 * - it chooses the drawn screen of the address's route in the saved language (a marketing link with
 *   `source` opens the Loans tab: the launch rule, src/app/boot.ts), or none when a session is saved (a
 *   signed-in borrower never sees a signed-out screen) or the route was not drawn (a deep link never
 *   shows another screen); with none, it inserts the app's scripts at once;
 * - with a session saved, it draws the borrower's kept copy of this address instead, when there is one
 *   (drawKept: src/shared/offline/keptScreen.ts writes it, src/shared/offline/handover.ts removes it), and
 *   inserts the app's scripts once it has painted;
 * - as soon as the parser has gone past the chosen screen's template, it puts that screen into #root,
 *   marks #root with it (`data-first-screen`, which tells src/main.tsx to hydrate it), keeps taps on its
 *   buttons until the app is there (src/app/earlyTap.ts), and inserts the app's scripts (held in
 *   <template>s by the build) once the screen has painted, so it paints from HTML and CSS alone.
 *
 * It moves DOM nodes cloned from templates or built one by one (a kept copy is JSON, never markup), and never
 * parses markup (no Trusted Types sink). ES5 only
 * (var and function: no arrow function, let, const, template literal, spread), so every in-app browser
 * runs it: eslint.config.js forbids the newer syntax here, and tests/first-screen-script.test.ts parses
 * the built script as ES5.
 */
import type { FirstScreenScriptNames } from './firstScreen';

/** Replaced by the build, name by name, with the values of FIRST_SCREEN_SCRIPT_NAMES. */
declare const FIRST_SCREEN: FirstScreenScriptNames;

/** The window properties this script shares with the app (the early tap). */
type ScriptWindow = Window & Record<string, unknown>;

(function () {
  var doc = document;
  var win = window as unknown as ScriptWindow;
  var root = doc.getElementById(FIRST_SCREEN.rootId);
  /** The longest the kept copy waits, hidden, for its stylesheets. */
  var KEPT_CSS_WAIT_MS = 3000;

  /** Empties #root (when something failed half-way: the app then draws the screen itself). */
  function clearRoot() {
    if (root) while (root.firstChild) root.removeChild(root.firstChild);
  }

  /** The nodes of a <template> of the build's, removed from the page (so they are inserted once). */
  function takeTemplate(id: string): Node[] {
    var template = doc.getElementById(id) as HTMLTemplateElement | null;
    if (!template || !template.parentNode) return [];
    template.parentNode.removeChild(template);
    return Array.prototype.slice.call(doc.importNode(template.content, true).childNodes);
  }

  /**
   * Whether a <link> for the same address is already in the page: one native query on the href, as the
   * build's list writes it (a path) or as Vite's preload helper does (the full address), rather than a
   * walk over every link resolving each address.
   */
  function alreadyLinked(node: Node): boolean {
    var link = node as HTMLLinkElement;
    var href = link.getAttribute ? link.getAttribute('href') : null;
    return !!href && !!doc.querySelector('link[href="' + href + '"],link[href="' + link.href + '"]');
  }

  var appStarted = false;

  /**
   * Inserts the app's entry script and module preloads, then those of the kept screen's route (`route`,
   * '' for none), once. One per task: starting a fetch costs the main thread, and nine at once make a long
   * task. The next task comes by a message, not a timer (browsers hold nested zero-delay timers back 4 ms
   * each: fifty links would take 200 ms, and the app, reaching an import first, would add its own link).
   * A chunk the app has already asked for is not linked again.
   */
  function startApp(route: string) {
    if (appStarted) return;
    appStarted = true;
    var queue = takeTemplate(FIRST_SCREEN.appScripts);
    if (route) queue = queue.concat(takeTemplate(FIRST_SCREEN.routeScriptsPrefix + route));
    var channel = win.MessageChannel ? new MessageChannel() : null;
    function insertNext() {
      var node = queue.shift();
      if (!node) return;
      if (!alreadyLinked(node)) doc.head.appendChild(node);
      if (channel) channel.port2.postMessage(0);
      else setTimeout(insertNext, 0);
    }
    if (channel) channel.port1.onmessage = insertNext;
    insertNext();
  }

  /**
   * The app's scripts once the kept screen has painted (the browser reports its first contentful paint:
   * nothing contentful is in the page before that screen; without paint timing, the frame after the
   * first), at the latest after 3 s or when the page is hidden; at once when the page is not on screen.
   */
  function startAppAfterPaint(route: string) {
    function start() {
      startApp(route);
    }
    try {
      if (doc.visibilityState !== 'visible') return start();
      doc.addEventListener('visibilitychange', start);
      setTimeout(start, 3000);
      var Observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
      var types = Observer && Observer.supportedEntryTypes;
      if (Observer && types && types.indexOf('paint') >= 0) {
        new Observer(function (list) {
          if (list.getEntriesByName('first-contentful-paint').length) setTimeout(start, 0);
        }).observe({ type: 'paint', buffered: true });
      } else {
        win.requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      }
    } catch (e) {
      start();
    }
  }

  /**
   * A tap on a drawn button the app has not taken over yet would do nothing: keep the last one (the app
   * clicks it once it answers, src/app/earlyTap.ts). A button the app answers carries its live mark
   * (src/shared/ui/liveMark.ts) and needs no help; nor do links: the browser follows them, and the app
   * follows the address. Once the app has taken the screen over it deletes the window property, and
   * nothing more is kept.
   */
  function keepEarlyTaps(screen: HTMLElement) {
    win[FIRST_SCREEN.earlyTap] = null;
    doc.addEventListener(
      'click',
      function (event) {
        var target = event.target as Node | null;
        if (win[FIRST_SCREEN.earlyTap] === undefined || !target || !screen.contains(target)) return;
        for (var node: Node | null = target; node && node !== screen; node = node.parentNode) {
          if (node.nodeName === 'BUTTON') {
            var button = node as Element;
            if (!button.hasAttribute(FIRST_SCREEN.liveAttr)) win[FIRST_SCREEN.earlyTap] = button;
            return;
          }
        }
      },
      true,
    );
  }

  /** The route in a screen key ('<locale> <route>'). */
  function routeOf(key: string): string {
    return key.slice(key.indexOf(FIRST_SCREEN.keySeparator) + FIRST_SCREEN.keySeparator.length);
  }

  /** The saved language ('kz' or, by default, 'ru'). */
  function savedLocale(storage: Storage): string {
    return storage.getItem(FIRST_SCREEN.localeKey) === FIRST_SCREEN.otherLocale ? FIRST_SCREEN.otherLocale : FIRST_SCREEN.defaultLocale;
  }

  /** The route of the address, without its query: '#/pages/home/index?x=1' → '/pages/home/index'. */
  function addressRoute(): string {
    return location.hash.replace(/^#/, '').split('?')[0] || '';
  }

  /**
   * The drawn screen this visitor may see first ('<locale> <route>'), or '' for none (the app's
   * scripts are then inserted at once: the app draws the page).
   */
  function choose(): string {
    try {
      if (!root) return '';
      var storage = win.localStorage;
      if (storage.getItem(FIRST_SCREEN.tokenKey)) return '';
      var route = addressRoute();
      var query = location.search + '&' + (location.hash.split('?')[1] || '');
      if (/(^|[?&])source=[^&]/.test(query) || FIRST_SCREEN.loansTabAliases.indexOf(route) >= 0) route = FIRST_SCREEN.loansTab;
      if (FIRST_SCREEN.routes.indexOf(route) < 0) return '';
      return savedLocale(storage) + FIRST_SCREEN.keySeparator + route;
    } catch (e) {
      return '';
    }
  }

  /** Puts the chosen screen into #root and lets the app's scripts follow its first paint. */
  function place(template: HTMLTemplateElement, key: string) {
    var screen = root as HTMLElement;
    try {
      screen.appendChild(template.content.cloneNode(true));
      // The build marks each screen's template with its language's tag ('kk' for Kazakh).
      var lang = template.getAttribute('lang');
      if (lang) doc.documentElement.lang = lang;
      keepEarlyTaps(screen);
      screen.setAttribute(FIRST_SCREEN.screenAttr, key);
    } catch (e) {
      clearRoot();
      screen.removeAttribute(FIRST_SCREEN.screenAttr);
      return startApp('');
    }
    startAppAfterPaint(routeOf(key));
  }

  /**
   * Places the chosen screen once its template has been parsed whole: the parser has put something after
   * it, or the page is parsed. With the page parsed and no template (a build without it), the app draws
   * the page. Whether there is nothing more to wait for.
   */
  function placeWhenParsed(key: string, pageParsed: boolean): boolean {
    var template = doc.getElementById(FIRST_SCREEN.screenPrefix + key) as HTMLTemplateElement | null;
    if (template && (template.nextSibling || pageParsed)) place(template, key);
    else if (pageParsed) startApp('');
    else return false;
    return true;
  }

  /** An element of a kept copy: [tag, attributes, children, flags]; a text is a string. */
  type KeptNode = string | [string, Record<string, string>, KeptNode[], number?];

  /** Elements a copy may not carry (the app's copy leaves them out too): nothing that loads or runs. */
  var UNSAFE_TAGS = /^(script|style|template|i?frame|frameset|object|embed|img|image|picture|video|audio|link|meta|base|noscript|foreignobject)$/i;
  /** Attributes a copy may not carry: handlers, ids, sources, targets (a link only within the app). */
  var UNSAFE_ATTRS = /^(on.*|id|for|src.*|action|formaction|xlink:href|style)$/i;

  var KEPT_FLAGS = FIRST_SCREEN.keptFlags;

  /** The copy's nodes under `parent`: those of the current connection state, checked again here. */
  function buildKept(parent: Node, nodes: KeptNode[], online: boolean) {
    for (var i = 0; i < nodes.length; i++) {
      var node = nodes[i]!;
      if (typeof node === 'string') {
        parent.appendChild(doc.createTextNode(node));
        continue;
      }
      var tag = node[0];
      var flags = node[3] || 0;
      if (!/^[a-z][a-z0-9-]*$/i.test(tag) || UNSAFE_TAGS.test(tag)) continue;
      if (flags & KEPT_FLAGS.online && !online) continue;
      if (flags & KEPT_FLAGS.offline && online) continue;
      var svg = (flags & KEPT_FLAGS.svg) !== 0;
      var el = svg ? doc.createElementNS('http://www.w3.org/2000/svg', tag) : doc.createElement(tag);
      var attrs = node[1];
      for (var name in attrs) {
        if (!Object.prototype.hasOwnProperty.call(attrs, name) || !/^[a-z][\w:.-]*$/i.test(name)) continue;
        var value = String(attrs[name]);
        // A style through the CSSOM, which the policy allows (an attribute would be refused).
        if (name === 'style') (el as HTMLElement).style.cssText = value;
        else if (!UNSAFE_ATTRS.test(name) && (name !== 'href' || (!svg && value.charAt(0) === '#'))) el.setAttribute(name, value);
      }
      buildKept(el, node[2], online);
      parent.appendChild(el);
    }
  }

  /**
   * A signed-in borrower's copy of this address as it last showed their figures (src/shared/offline/keptScreen.ts),
   * drawn before #root, which stays hidden until the app hands over (src/shared/offline/handover.ts): only a copy
   * of this build (its entry script), in the saved language, until the end of its figures' day. Its stylesheets
   * (the build's files) are linked to block rendering like the page's own. Whether it drew.
   */
  function drawKept(): boolean {
    var box = doc.createElement('div');
    try {
      var storage = win.localStorage;
      if (!root || !root.parentNode || !storage.getItem(FIRST_SCREEN.tokenKey)) return false;
      var key = location.hash || '#/';
      var all = JSON.parse(storage.getItem(FIRST_SCREEN.keptScreensKey) || 'null');
      var copy = all && Object.prototype.hasOwnProperty.call(all, key) ? all[key] : null;
      var locale = savedLocale(storage);
      var scripts = doc.getElementById(FIRST_SCREEN.appScripts) as HTMLTemplateElement | null;
      var entry = scripts && scripts.content ? scripts.content.querySelector('script[src]') : null;
      var build = entry ? entry.getAttribute('src') : '';
      if (!copy || copy.v !== 1 || copy.lang !== locale || copy.build !== build || !(new Date().getTime() < copy.until) || !(copy.tree instanceof Array)) return false;
      buildKept(box, copy.tree, navigator.onLine !== false);
      var css: string[] = copy.css instanceof Array ? copy.css : [];
      // A stylesheet linked from here, in the body, no longer holds the page's first paint (blocking=render is
      // honoured only before the body): the copy stays hidden until its stylesheets are there, so it is never
      // drawn unstyled and then moved, at most KEPT_CSS_WAIT_MS (a copy that moves beats none).
      var pending = 0;
      var styled = function () {
        if (--pending <= 0) box.removeAttribute('hidden');
      };
      for (var i = 0; i < css.length; i++) {
        var href = String(css[i]);
        if (!/^\/assets\/[\w.-]+\.css$/.test(href) || doc.querySelector('link[href="' + href + '"]')) continue;
        var link = doc.createElement('link');
        link.rel = 'stylesheet';
        // As Vite's loader links the same file when the app needs it: a request in another credentials mode would
        // not be served from the HTTP cache's copy (a second visit revalidated these, a round trip each).
        link.crossOrigin = '';
        link.setAttribute('blocking', 'render');
        link.href = href;
        link.onload = link.onerror = styled;
        pending++;
        doc.head.appendChild(link);
      }
      if (pending > 0) {
        box.setAttribute('hidden', '');
        setTimeout(function () {
          pending = 0;
          box.removeAttribute('hidden');
        }, KEPT_CSS_WAIT_MS);
      }
      box.id = FIRST_SCREEN.keptScreenId;
      box.setAttribute(FIRST_SCREEN.keptRouteAttr, key);
      // A picture of the screen until the app's is there: nothing in it takes a tap or focus, and assistive
      // technology waits for the app's screen rather than reading the copy and then the same again.
      box.setAttribute('inert', '');
      box.setAttribute('aria-hidden', 'true');
      root.parentNode.insertBefore(box, root);
      root.setAttribute('hidden', '');
      if (/^[a-z]{2}$/.test(copy.htmlLang)) doc.documentElement.lang = copy.htmlLang;
      if (typeof copy.title === 'string') doc.title = copy.title;
      return true;
    } catch (e) {
      if (box.parentNode) box.parentNode.removeChild(box);
      if (root) root.removeAttribute('hidden');
      return false;
    }
  }

  /**
   * With a session saved, on the Loans tab: the route-scripts key of its signed-in block in the saved language,
   * whose module preloads follow the app's ('' otherwise).
   */
  function signedInScripts(): string {
    try {
      var storage = win.localStorage;
      var route = addressRoute();
      if (!storage.getItem(FIRST_SCREEN.tokenKey) || FIRST_SCREEN.loansTabAliases.concat(FIRST_SCREEN.loansTab).indexOf(route) < 0) return '';
      return FIRST_SCREEN.signedInPrefix + savedLocale(storage);
    } catch (e) {
      return '';
    }
  }

  var chosen = choose();
  if (!chosen) return drawKept() ? startAppAfterPaint(signedInScripts()) : startApp(signedInScripts());
  if (placeWhenParsed(chosen, doc.readyState !== 'loading')) return;
  // The templates come after this script. A mutation observer is told of the parser's insertions at the
  // end of the parser's task, before the browser may paint; without one, the screen comes when the page
  // is parsed.
  var parent = (root as HTMLElement).parentNode as Node;
  var done = false;
  var watcher = win.MutationObserver
    ? new MutationObserver(function () {
        if (!done && placeWhenParsed(chosen, false)) stopWatching();
      })
    : null;
  function stopWatching() {
    done = true;
    if (watcher) watcher.disconnect();
  }
  if (watcher) watcher.observe(parent, { childList: true });
  doc.addEventListener('DOMContentLoaded', function () {
    if (done) return;
    stopWatching();
    placeWhenParsed(chosen, true);
  });
})();
