/*
 * Shared script of the sandbox's fake vendor pages (payment, liveness, contract).
 * On a button it (1) tells the sandbox the result, the way a real vendor calls the lender's server back,
 * then (2) sends the top window back to the `return` address, only if it is on this origin, with
 * ?sandboxResult=ok|fail|cancel appended. The app must confirm with the server; the URL alone proves nothing.
 * Results: ok, fail, and cancel (the borrower went back without paying: the payment page's third button).
 */
/* global window, document, URL, URLSearchParams, fetch */
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var ref = params.get('ref') || '';
  var status = document.getElementById('status');

  function say(text) {
    if (status) status.textContent = text;
  }

  function money(v) {
    var n = Number(v);
    if (!isFinite(n)) return '—';
    return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0') + '\u00a0₸';
  }

  document.querySelectorAll('[data-param]').forEach(function (el) {
    var v = params.get(el.getAttribute('data-param'));
    el.textContent = v === null || v === '' ? '—' : el.hasAttribute('data-money') ? money(v) : v;
  });

  /** The return address, or null when it is missing, malformed or on another origin. */
  function safeReturn(raw) {
    if (!raw) return null;
    try {
      var u = new URL(raw, window.location.href);
      if (u.origin !== window.location.origin) return null;
      if (u.protocol !== 'http:' && u.protocol !== 'https:') return null;
      return u;
    } catch {
      return null;
    }
  }

  function withResult(u, result) {
    if (u.hash) {
      // Hash routes carry their query inside the hash: '#/pages/x?a=1' -> '#/pages/x?a=1&sandboxResult=ok'
      u.hash = u.hash + (u.hash.indexOf('?') >= 0 ? '&' : '?') + 'sandboxResult=' + result;
    } else {
      u.searchParams.set('sandboxResult', result);
    }
    return u.toString();
  }

  /**
   * The sandbox model version this page writes into (src/mocks/model.ts MODEL_VERSION; vendor.test.ts keeps
   * them equal). Data of another version is left alone: the app drops it anyway, and half a write would be worse.
   */
  var MODEL_VERSION = 5;

  /** The browser sandbox keeps its database in localStorage; record the result there too. */
  function recordLocally(result) {
    try {
      var raw = window.localStorage.getItem('sandbox_db');
      if (!raw) return;
      var db = JSON.parse(raw);
      if (!db || db.version !== MODEL_VERSION) return;
      db.vendorResults = db.vendorResults || {};
      db.vendorResults[ref] = result;
      window.localStorage.setItem('sandbox_db', JSON.stringify(db));
    } catch {
      /* storage disabled: the control call below still reaches an HTTP sandbox */
    }
  }

  /**
   * The app frames same-origin pages without allow-same-origin (an opaque origin: no storage, and in dev no
   * service worker), so the page also tells the app's window, where the browser sandbox records it.
   */
  function tellTheApp(result) {
    try {
      if (window.parent && window.parent !== window) {
        window.parent.postMessage({ type: 'sandbox-vendor-result', ref: ref, result: result }, '*');
      }
    } catch {
      /* no parent to tell */
    }
  }

  function record(result) {
    recordLocally(result);
    tellTheApp(result);
    // A plain-text body keeps this a "simple" request: no CORS preflight even from an opaque-origin frame;
    // no-cors because the answer is not read (a framed page has origin 'null', which the sandbox does not allow).
    return fetch('/__sandbox/control', {
      method: 'POST',
      mode: 'no-cors',
      body: JSON.stringify({ action: 'vendorResult', ref: ref, result: result }),
      keepalive: true,
    }).catch(function () {
      return null;
    });
  }

  var buttons = document.querySelectorAll('button[data-result]');
  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      var asked = button.getAttribute('data-result');
      var result = asked === 'ok' || asked === 'cancel' ? asked : 'fail';
      buttons.forEach(function (b) {
        b.disabled = true;
      });
      say('Подождите…');
      record(result).then(function () {
        var target = safeReturn(params.get('return'));
        if (!target) {
          say('Адрес возврата не принят. Вернитесь в приложение вручную.');
          buttons.forEach(function (b) {
            b.disabled = false;
          });
          return;
        }
        try {
          window.top.location.href = withResult(target, result);
        } catch {
          say('Не удалось вернуться в приложение.');
        }
      });
    });
  });
})();
