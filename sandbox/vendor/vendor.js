/*
 * Shared script of the sandbox's fake vendor pages (payment, liveness, contract).
 * On a button it (1) tells the sandbox the result, the way a real vendor calls the lender's server back,
 * then (2) sends the top window back to the `return` address, only if it is on this origin, with
 * ?sandboxResult=ok|fail|cancel appended. The app must confirm with the server; the URL alone proves nothing.
 * Results: ok, fail, and cancel (the borrower went back without paying: the payment page's third button).
 * Language: the pages are written in Russian; with ?lang=kz (the sandbox passes the borrower's language) this
 * script puts the Kazakh texts below in place of each [data-text] element's text (and [data-label]'s
 * aria-label). A script file, not inline code, so the pages keep their strict CSP.
 */
/* global window, document, URL, URLSearchParams, fetch */
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var ref = params.get('ref') || '';
  var lang = params.get('lang') === 'kz' ? 'kz' : 'ru';
  var status = document.getElementById('status');

  /** What this script says itself, in both languages. */
  var SAY = {
    ru: {
      wait: 'Подождите…',
      badReturn: 'Адрес возврата не принят. Вернитесь в приложение вручную.',
      noReturn: 'Не удалось вернуться в приложение.',
    },
    kz: {
      wait: 'Күте тұрыңыз…',
      badReturn: 'Қайтару мекенжайы қабылданбады. Қолданбаға өзіңіз оралыңыз.',
      noReturn: 'Қолданбаға оралу мүмкін болмады.',
    },
  };

  /**
   * The pages' Kazakh texts by data-text / data-label key. {name} marks where the element's own
   * [data-param] value goes (the element is moved there, so it keeps its formatting).
   */
  var KZ = {
    'contract.title': 'Микрокредит беру туралы шарт — сынақ беті',
    'contract.badge': 'Сынақ ортасы: шарт үлгісі',
    'contract.heading': 'Микрокредит беру туралы шарт',
    'contract.terms': 'Талаптар',
    'contract.number': 'Нөмірі',
    'contract.amount': 'Сомасы',
    'contract.days': 'Мерзімі, күн',
    'contract.text': 'Шарт мәтіні',
    'contract.p1':
      '1. «„Жылдам қарыздар“ МҚҰ» ЖШС (2024 жылғы 14 қыркүйектегі №\u00a002.24.0011.M лицензия) Қарыз алушыға ' +
      'микрокредитті жоғарыда көрсетілген сомада және мерзімге Қарыз алушының банк картасына аудару арқылы береді.',
    'contract.p2':
      '2. Сыйақы микрокредитті пайдаланған әр күн үшін негізгі борыштың өтелмеген сомасының {rate} мөлшерінде ' +
      'есептеледі. Сыйақының жылдық тиімді мөлшерлемесі Қазақстан Республикасының заңнамасында белгіленген шекті ' +
      'мәннен аспайды.',
    'contract.p3':
      '3. Төлем мерзімі өткен жағдайда қайтару күнінен кейінгі күннен бастап мерзімі өткен әр күн үшін мерзімі ' +
      'өткен негізгі борыш сомасының {penalty} мөлшерінде тұрақсыздық айыбы (өсімпұл) есептеледі. Тұрақсыздық ' +
      'айыбы есептелетін, қатарынан мерзімі өткен күндердің ең көп саны: {penaltyDays}.',
    'contract.p4':
      '4. Қарыз алушының төлемі берешекті мына кезектілікпен өтейді: тұрақсыздық айыбы, сыйақы, негізгі борыш. ' +
      'Қарыз алушы микрокредитті мерзімінен бұрын толық немесе ішінара комиссиясыз және айыппұлсыз өтеуге құқылы; ' +
      'ішінара өтегеннен кейін сыйақы негізгі борыштың қалған сомасына есептеледі.',
    'contract.p5':
      '5. Қарыз алушы төлем күніне есептелген сыйақыны және тұрақсыздық айыбын (болса) төлеп, қайтару мерзімін ' +
      'ұзартуға құқылы. Ұзарту үшін өзге ақы алынбайды.',
    'contract.p6':
      '6. Микрокредиттің бүкіл мерзіміндегі, ұзартуларды қоса алғанда, сыйақы мен тұрақсыздық айыбының жиынтығы ' +
      'микрокредит сомасының {cap} мөлшерінен аспайды.',
    'contract.ok': 'Шартпен таныстым',
    'contract.fail': 'Қол қоймай оралу',
    'payment.title': 'Картамен төлеу — сынақ беті',
    'payment.badge': 'Сынақ ортасы: төлем шынайы емес',
    'payment.heading': 'Картамен төлеу',
    'payment.details': 'Төлем мәліметтері',
    'payment.recipient': 'Алушы',
    'payment.company': '«„Жылдам қарыздар“ МҚҰ» ЖШС',
    'payment.contract': 'Шарт',
    'payment.amount': 'Сома',
    'payment.ref': 'Төлем',
    'payment.cards': 'Visa және Mastercard карталары қабылданады. Бұл бетте карта деректері енгізілмейді.',
    'payment.ok': 'Төлеу',
    'payment.fail': 'Банк төлемді қабылдамады',
    'payment.cancel': 'Төлемей оралу',
    'liveness.title': 'Бет-әлпетті тексеру — сынақ беті',
    'liveness.badge': 'Сынақ ортасы: камера пайдаланылмайды',
    'liveness.heading': 'Бет-әлпетті тексеру',
    'liveness.look1': 'Камераға',
    'liveness.look2': 'қараңыз',
    'liveness.hint': 'Бетіңізді шеңберге орналастырып, баяу көзіңізді жыпылықтатыңыз.',
    'liveness.ok': 'Тексеруден өтті',
    'liveness.fail': 'Тексеруден өтпеді',
  };

  function say(key) {
    if (status) status.textContent = SAY[lang][key];
  }

  /** Puts a Kazakh text in place of an element's Russian one, moving its [data-param] children to their {marks}. */
  function translate(el, text) {
    var slots = {};
    el.querySelectorAll('[data-param]').forEach(function (p) {
      slots[p.getAttribute('data-param')] = p;
    });
    while (el.firstChild) el.removeChild(el.firstChild);
    text.split(/(\{\w+\})/).forEach(function (part) {
      var mark = /^\{(\w+)\}$/.exec(part);
      if (mark && slots[mark[1]]) el.appendChild(slots[mark[1]]);
      else if (part) el.appendChild(document.createTextNode(part));
    });
  }

  if (lang === 'kz') {
    document.documentElement.lang = 'kk';
    document.querySelectorAll('[data-text]').forEach(function (el) {
      var text = KZ[el.getAttribute('data-text')];
      if (text !== undefined) translate(el, text);
    });
    document.querySelectorAll('[data-label]').forEach(function (el) {
      var text = KZ[el.getAttribute('data-label')];
      if (text !== undefined) el.setAttribute('aria-label', text);
    });
  }

  function money(v) {
    var n = Number(v);
    if (!isFinite(n)) return '—';
    return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0') + '\u00a0₸';
  }

  /** A percent as both languages write it: '0,15 %' (a comma, a no-break space). */
  function percent(v) {
    var n = Number(v);
    if (!isFinite(n)) return '—';
    return String(n).replace('.', ',') + '\u00a0%';
  }

  document.querySelectorAll('[data-param]').forEach(function (el) {
    var v = params.get(el.getAttribute('data-param'));
    el.textContent =
      v === null || v === '' ? '—' : el.hasAttribute('data-money') ? money(v) : el.hasAttribute('data-percent') ? percent(v) : v;
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
      say('wait');
      record(result).then(function () {
        var target = safeReturn(params.get('return'));
        if (!target) {
          say('badReturn');
          buttons.forEach(function (b) {
            b.disabled = false;
          });
          return;
        }
        try {
          window.top.location.href = withResult(target, result);
        } catch {
          say('noReturn');
        }
      });
    });
  });
})();
