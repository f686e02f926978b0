/*
 * The fake payment provider's card binding page (card.html): the hosted card form the app frames when the server's
 * config says `cardBinding: 'hosted'`. The card number and CVC are typed here, on the provider's page, and never
 * leave it: like a provider's tokeniser, the page reports to the lender's server (the sandbox's control call, and a
 * message to the browser sandbox's window) only the masked card (first 6 / last 4, expiry, holder), then sends the
 * top window back to `return` (this origin only) with ?sandboxResult=ok|fail|cancel. The app asks the server for
 * the result; the address proves nothing. Russian, or Kazakh with ?lang=kz. A script file: the page's CSP has no
 * inline code.
 */
/* global window, document, URL, URLSearchParams, fetch */
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var ref = params.get('ref') || '';
  var lang = params.get('lang') === 'kz' ? 'kz' : 'ru';
  var status = document.getElementById('status');
  var problem = document.getElementById('problem');
  var form = document.getElementById('card');

  var SAY = {
    ru: {
      wait: 'Подождите…',
      badReturn: 'Адрес возврата не принят. Вернитесь в приложение вручную.',
      noReturn: 'Не удалось вернуться в приложение.',
      number: 'Проверьте номер карты: нужна карта Visa или Mastercard.',
      expiry: 'Укажите срок действия в формате ММ/ГГ.',
      holder: 'Укажите держателя латинскими буквами, как на карте.',
      cvc: 'CVC-код: 3 цифры на обороте карты.',
    },
    kz: {
      wait: 'Күте тұрыңыз…',
      badReturn: 'Қайтару мекенжайы қабылданбады. Қолданбаға өзіңіз оралыңыз.',
      noReturn: 'Қолданбаға оралу мүмкін болмады.',
      number: 'Карта нөмірін тексеріңіз: Visa немесе Mastercard картасы керек.',
      expiry: 'Жарамдылық мерзімін АА/ЖЖ түрінде көрсетіңіз.',
      holder: 'Карта иесін картадағыдай латын әріптерімен көрсетіңіз.',
      cvc: 'CVC коды: картаның артындағы 3 цифр.',
    },
  };

  var KZ = {
    title: 'Картаны байланыстыру — провайдердің сынақ беті',
    badge: 'Сынақ ортасы: провайдер беті, карта шынайы емес',
    heading: 'Карта қосу',
    lead: 'Карта нөмірі мен CVC коды тек осы бетте енгізіледі. Қолданба картаны •••• және соңғы 4 цифры түрінде алады.',
    number: 'Карта нөмірі',
    expiry: 'Жарамдылық мерзімі (АА/ЖЖ)',
    holder: 'Карта иесі',
    cvc: 'CVC коды',
    ok: 'Картаны байланыстыру',
    fail: 'Банк картаны қабылдамады',
    cancel: 'Картасыз оралу',
  };

  if (lang === 'kz') {
    document.documentElement.lang = 'kk';
    document.querySelectorAll('[data-text]').forEach(function (el) {
      var text = KZ[el.getAttribute('data-text')];
      if (text !== undefined) el.textContent = text;
    });
  }

  function say(el, text) {
    if (el) el.textContent = text;
  }

  function luhn(digits) {
    var sum = 0;
    for (var i = 0; i < digits.length; i++) {
      var d = Number(digits.charAt(digits.length - 1 - i));
      if (i % 2 === 1) {
        d *= 2;
        if (d > 9) d -= 9;
      }
      sum += d;
    }
    return sum % 10 === 0;
  }

  /** The masked card, or the key of what to fix. The full number stays in this function. */
  function read() {
    var digits = document.getElementById('number').value.replace(/[\s-]/g, '');
    var brandOk = /^4/.test(digits) || /^5[1-5]/.test(digits) || /^2(2[2-9]|[3-6]\d|7[01]|720)/.test(digits);
    if (!/^\d{13,19}$/.test(digits) || !luhn(digits) || !brandOk) return { fix: 'number' };
    var expiry = document.getElementById('expiry').value.trim();
    if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry)) return { fix: 'expiry' };
    var holder = document.getElementById('holder').value.trim().toUpperCase();
    if (!/^[A-Z][A-Z .'-]{1,60}$/.test(holder)) return { fix: 'holder' };
    if (!/^\d{3}$/.test(document.getElementById('cvc').value)) return { fix: 'cvc' };
    return { card: { first6: digits.slice(0, 6), last4: digits.slice(-4), expiry: expiry, holder: holder } };
  }

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
    if (u.hash) u.hash = u.hash + (u.hash.indexOf('?') >= 0 ? '&' : '?') + 'sandboxResult=' + result;
    else u.searchParams.set('sandboxResult', result);
    return u.toString();
  }

  /** The provider's report to the lender: the result and, bound, the masked card. */
  function report(result, card) {
    var message = { ref: ref, result: result };
    if (card) message.card = card;
    try {
      if (window.parent && window.parent !== window) {
        window.parent.postMessage({ type: 'sandbox-card-binding', ref: ref, result: result, card: card || null }, '*');
      }
    } catch {
      /* no parent to tell */
    }
    message.action = 'cardBinding';
    // A plain-text body keeps this a simple request from the opaque-origin frame; the answer is not read.
    return fetch('/__sandbox/control', { method: 'POST', mode: 'no-cors', body: JSON.stringify(message), keepalive: true }).catch(function () {
      return null;
    });
  }

  var buttons = document.querySelectorAll('button');
  var busy = false;

  function finish(result, card) {
    if (busy) return;
    busy = true;
    buttons.forEach(function (b) {
      b.disabled = true;
    });
    say(status, SAY[lang].wait);
    report(result, card).then(function () {
      var target = safeReturn(params.get('return'));
      if (!target) {
        say(status, SAY[lang].badReturn);
        busy = false;
        buttons.forEach(function (b) {
          b.disabled = false;
        });
        return;
      }
      try {
        window.top.location.href = withResult(target, result);
      } catch {
        say(status, SAY[lang].noReturn);
      }
    });
  }

  form.addEventListener('submit', function (e) {
    e.preventDefault();
    var r = read();
    if (r.fix) {
      say(problem, SAY[lang][r.fix]);
      return;
    }
    say(problem, '');
    finish('ok', r.card);
  });
  document.querySelectorAll('button[data-result]').forEach(function (button) {
    button.addEventListener('click', function () {
      finish(button.getAttribute('data-result') === 'cancel' ? 'cancel' : 'fail', null);
    });
  });
})();
