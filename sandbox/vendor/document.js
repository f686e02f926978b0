/*
 * The sandbox document service's page (a payment's receipt, an extension's supplementary agreement): the
 * server writes the whole document, in the borrower's language, into the address (src/mocks/documents.ts):
 * `lang` (ru | kz), `title`, rows `k1`/`v1`, `k2`/`v2`… and a closing `note`. This script only places
 * them, as text. It records nothing and goes nowhere.
 */
/* global window, document, URLSearchParams */
(function () {
  'use strict';
  var params = new URLSearchParams(window.location.search);
  var lang = params.get('lang') === 'kz' ? 'kz' : 'ru';
  document.documentElement.lang = lang === 'kz' ? 'kk' : 'ru';

  document.querySelectorAll('[data-ru]').forEach(function (el) {
    el.textContent = el.getAttribute('data-' + lang) || el.getAttribute('data-ru');
  });

  var title = params.get('title') || '';
  document.title = title;
  document.getElementById('title').textContent = title;
  document.getElementById('rows-card').setAttribute('aria-label', title);

  var rows = document.getElementById('rows');
  for (var i = 1; params.has('k' + i); i++) {
    var dt = document.createElement('dt');
    var dd = document.createElement('dd');
    dt.textContent = params.get('k' + i);
    dd.textContent = params.get('v' + i) || '';
    rows.appendChild(dt);
    rows.appendChild(dd);
  }
  document.getElementById('note').textContent = params.get('note') || '';
})();
