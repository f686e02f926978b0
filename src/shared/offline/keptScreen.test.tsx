import { afterEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { db } from '../../../tests/msw-server';
import { componentQueryClient, seededAs } from '../../../tests/render';
import RepaymentPage from '@/features/repayment/screens/RepaymentPage';
import MyLoansPage from '@/features/repayment/screens/MyLoansPage';
import type { AppLocale } from '@/lib/i18n';
import { APP_KEYS } from '@/lib/storage';
import { useSession } from '@/stores/session';
import { forgetKept } from '@/shared/offline/forget';
import { KEPT_FLAGS, KEPT_SCREEN_ID, KEPT_SCREEN_ROUTE_ATTR } from '@/shared/offline/handover';
import { KeptNote } from '@/shared/offline/KeptNote';
import { ErrorState } from '@/shared/ui/ErrorState';
import { keepScreen, MAX_KEPT_SCREENS, mayStyleCopy, takeKeptScreen, type KeptNode, type KeptScreens, type KeptTexts } from '@/shared/offline/keptScreen';
import { kzTimeOfDay } from '@/utils/kzDate';

/**
 * The copy of a signed-in screen kept for the next visit (issue 27): what it carries and leaves out, that its note is
 * KeptNote's own, that it is the borrower's only while signed in, and the handover when the screen shows its figures.
 */

const kept = () => JSON.parse(localStorage.getItem(APP_KEYS.keptScreen) ?? 'null') as KeptScreens | null;

/** The text of a copy (its nodes of one connection state). */
function textOf(nodes: KeptNode[], online = true): string {
  return nodes
    .map((n) => {
      if (typeof n === 'string') return n;
      const flags = n[3] ?? 0;
      if ((flags & KEPT_FLAGS.online && !online) || (flags & KEPT_FLAGS.offline && online)) return '';
      return textOf(n[2], online);
    })
    .join('');
}

/** Every element of a copy, depth first. */
function* elements(nodes: KeptNode[]): Generator<Exclude<KeptNode, string>> {
  for (const n of nodes) {
    if (typeof n === 'string') continue;
    yield n;
    yield* elements(n[2]);
  }
}

/** A copy's element as the page's script builds it (enough for markup comparison). */
function build(node: KeptNode): Node {
  if (typeof node === 'string') return document.createTextNode(node);
  const el = document.createElement(node[0]);
  for (const [k, v] of Object.entries(node[1])) el.setAttribute(k, v);
  for (const c of node[2]) el.append(build(c));
  return el;
}

const TEXTS: KeptTexts = {
  at: Date.now(),
  lang: 'ru',
  asOf: 'По состоянию на 14:05',
  refreshing: 'Обновляем…',
  offline: 'Нет соединения с интернетом',
  staleAmount: 'по состоянию на 14:05 — сегодняшняя сумма может отличаться',
  staleRow: 'Сумма погашения на 14:05',
  classes: { note: 'n', lines: 'l', asOf: 'a', muted: 'm', offline: 'o' },
};

function mountRoot(html: string): HTMLElement {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  return root;
}

afterEach(() => {
  document.body.replaceChildren();
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('the copy of what #root shows', () => {
  it('leaves out what is not kept, what loads or runs, ids and outside links; puts the note where the screen marks it and labels today\'s amount with its time', () => {
    mountRoot(
      '<main class="page" id="main"><h2>Ваш заём</h2>' +
        '<div hidden data-kept-slot="top"></div>' +
        '<p class="amount" onclick="x()" aria-describedby="main">30 630 ₸</p>' +
        '<p data-unkept="">Kaspi •• 4242</p>' +
        '<dl><dt><span data-kept-label="row">Сумма погашения на сегодня</span></dt><dd>30 630 ₸</dd></dl>' +
        '<a href="#/pages/webview/loanRepayment?orderNo=1" class="link-button">Погасить заём</a>' +
        '<a href="https://elsewhere.example/">away</a><img src="/x.png" alt=""><script>1</script><iframe src="/legal/x"></iframe>' +
        '<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M0 0h24"></path></svg>' +
        '<div hidden data-kept-slot="end"></div></main>' +
        '<dialog open><p>Подарок</p></dialog><div role="dialog"><p>Лист</p></div>',
    );
    const copy = takeKeptScreen(TEXTS)!;
    expect(textOf(copy.tree)).toBe('Ваш заём30 630 ₸Сумма погашения на 14:0530 630 ₸Погасить заёмawayПо состоянию на 14:05Обновляем…');
    expect(textOf(copy.tree, false)).toBe('Ваш заёмПо состоянию на 14:05Нет соединения с интернетом30 630 ₸Сумма погашения на 14:0530 630 ₸Погасить заёмaway');
    const all = [...elements(copy.tree)];
    expect(all.map((e) => e[0]).filter((t) => ['img', 'script', 'iframe'].includes(t))).toEqual([]);
    expect(JSON.stringify(copy)).not.toContain('4242');
    for (const [, attrs] of all) {
      expect(Object.keys(attrs).filter((k) => k === 'id' || k.startsWith('on') || k === 'aria-describedby')).toEqual([]);
    }
    expect(all.filter((e) => e[0] === 'a').map((e) => e[1].href ?? null)).toEqual(['#/pages/webview/loanRepayment?orderNo=1', null]);
    expect(all.find((e) => e[0] === 'path')?.[3]).toBe(KEPT_FLAGS.svg);
    expect(copy.until).toBeGreaterThan(TEXTS.at);
  });

  it.each([
    ['end', { stale: true, offline: false, waitsForNetwork: false, refreshing: true, failure: null }],
    ['top', { stale: true, offline: true, waitsForNetwork: true, refreshing: false, failure: null }],
  ] as const)("has KeptNote's own markup for the %s note", async (place, state) => {
    await componentQueryClient('ru');
    const at = Date.now();
    const { container } = render(<KeptNote freshness={{ ...state, at }} place={place} />);
    const app = container.firstElementChild!.cloneNode(true) as Element;
    for (const el of [app, ...app.querySelectorAll('*')]) el.removeAttribute('data-testid');

    document.body.replaceChildren();
    const time = kzTimeOfDay(at);
    mountRoot(`<div hidden data-kept-slot="${place}"></div>`);
    const lines = app.children[0]!;
    const second = lines.children[1]!.textContent!;
    const classes = { note: app.className, lines: lines.className, asOf: lines.children[0]!.className, muted: lines.children[1]!.className, offline: lines.children[1]!.className };
    const note = takeKeptScreen({ ...TEXTS, asOf: `По состоянию на ${time}`, refreshing: second, offline: second, classes })!.tree[0]!;
    expect((build(note) as Element).outerHTML).toBe(app.outerHTML);
  });
});

/** A parsed stylesheet of `css`. */
function sheetOf(css: string): CSSStyleSheet {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  const sheet = style.sheet!;
  style.remove();
  return sheet;
}

describe('the stylesheets the copy waits for', () => {
  const classes = new Set(['_card_a1', '_amount_a1', 'n']);

  it.each([
    ['the page-wide rules', ':root { --c: red } body { margin: 0 }', true],
    ['a rule of a class the copy has', '._other_b2 { color: red } ._card_a1:hover > p { color: blue }', true],
    ['a class of the copy inside @media', '@media (min-width: 600px) { ._amount_a1 { font-size: 2rem } }', true],
    ['a selector list with a tag in it', '._other_b2, h2 { color: red }', true],
    ['a font', '@font-face { font-family: x; src: url(/x.woff2) }', true],
    ['unreadable or not loaded', null, true],
    ["another screen's classes only, with its animation", '._other_b2 { animation: spin 1s } @keyframes spin { from { opacity: 0 } to { opacity: 1 } } @media print { ._other_c3 { color: red } }', false],
  ] as const)('%s: %s', (_, css, needed) => {
    expect(mayStyleCopy(css === null ? null : sheetOf(css), classes)).toBe(needed);
  });

  it("links only the build's stylesheets that style the copy, in the page's order", () => {
    const files = {
      '/assets/index-1.css': 'body { margin: 0 }',
      '/assets/Landing-2.css': '._hero_x9 { color: red }',
      '/assets/LoansTab-3.css': '._card_a1 { padding: 8px }',
      'https://elsewhere.example/assets/x.css': 'body { color: red }',
    };
    for (const [href, css] of Object.entries(files)) {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      Object.defineProperty(link, 'sheet', { value: sheetOf(css) });
      document.head.append(link);
    }
    try {
      mountRoot('<main class="_card_a1"><p>30 630 ₸</p></main>');
      expect(takeKeptScreen(TEXTS)!.css).toEqual(['/assets/index-1.css', '/assets/LoansTab-3.css']);
    } finally {
      document.head.querySelectorAll('link').forEach((l) => l.remove());
    }
  });
});

describe('keeping the copy', () => {
  it('writes nothing while nobody is signed in; the newest few, by address, while signed in; forgotten with the kept answers', async () => {
    mountRoot('<main><p>30 630 ₸</p></main>');
    useSession.getState().reset();
    keepScreen(TEXTS);
    expect(kept()).toBeNull();

    await seededAs(db, { stage: 'active_loan' });
    for (const hash of ['#/', '#/pages/personal/loan_order', '#/pages/webview/loanRepayment?orderNo=1', '#/pages/webview/loanRepayment?orderNo=2']) {
      window.history.replaceState(null, '', `/${hash}`);
      keepScreen(TEXTS);
      await new Promise((r) => setTimeout(r, 2));
    }
    expect(Object.keys(kept()!).sort()).toEqual(['#/pages/personal/loan_order', '#/pages/webview/loanRepayment?orderNo=1', '#/pages/webview/loanRepayment?orderNo=2']);
    expect(Object.keys(kept()!)).toHaveLength(MAX_KEPT_SCREENS);
    expect(JSON.stringify(kept())).not.toContain(useSession.getState().token);

    forgetKept();
    expect(kept()).toBeNull();
  });

  it("keeps none of a screen the kept answers cannot draw whole (the Loans tab's offer), and drops that address's older copy", async () => {
    await seededAs(db, { stage: 'active_loan' });
    window.history.replaceState(null, '', '/#/');
    mountRoot('<main><p>30 630 ₸</p></main>');
    keepScreen(TEXTS);
    expect(Object.keys(kept()!)).toEqual(['#/']);
    // The loan repaid, the tab shows the offer: its limits are not kept, so the app draws it next time.
    document.body.replaceChildren();
    mountRoot('<main><span hidden data-no-kept-copy=""></span><p>Выберите сумму</p></main>');
    keepScreen(TEXTS);
    expect(Object.keys(kept() ?? {})).toEqual([]);
  });
});

describe('a screen with its figures', () => {
  async function open(locale: AppLocale, page: 'repayment' | 'myLoans') {
    const seeded = await seededAs(db, { stage: 'active_loan' });
    const orderNo = seeded.user.orders[0]!.orderNo;
    const path = page === 'repayment' ? `/pages/webview/loanRepayment?orderNo=${orderNo}` : '/pages/personal/loan_order';
    window.history.replaceState(null, '', `/#${path}`);
    const client = await componentQueryClient(locale);
    const root = document.createElement('div');
    root.id = 'root';
    document.body.append(root);
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{page === 'repayment' ? <RepaymentPage /> : <MyLoansPage />}</MemoryRouter>
      </QueryClientProvider>,
      { container: root },
    );
    return seeded;
  }

  it.each(['ru', 'kz'] as const)('hands over from a copy drawn before the app, and keeps a copy of itself for the next visit, without the card (%s)', async (locale) => {
    // The copy index.html's script drew, #root hidden behind it.
    const drawn = document.createElement('div');
    drawn.id = KEPT_SCREEN_ID;
    drawn.setAttribute(KEPT_SCREEN_ROUTE_ATTR, '#/x');
    document.body.append(drawn);
    const seeded = await open(locale, 'repayment');
    document.getElementById('root')!.setAttribute('hidden', '');
    await screen.findByRole('button', { name: locale === 'ru' ? /^Оплатить/ : /^Төлеу:/ });
    expect(document.getElementById(KEPT_SCREEN_ID)).toBeNull();
    expect(document.getElementById('root')!.hidden).toBe(false);

    // Kept once the page is idle (in this test environment, a second later).
    await waitFor(() => expect(kept()).not.toBeNull(), { timeout: 4_000 });
    const copy = Object.values(kept()!)[0]!;
    expect(copy.lang).toBe(locale);
    const online = textOf(copy.tree);
    expect(online).toMatch(/\d\s?₸/);
    expect(online).toMatch(locale === 'ru' ? /По состоянию на \d{2}:\d{2}Обновляем…/ : /\d{2}:\d{2} жағдайы бойынша/);
    // Today's amount carries its time, as the app labels a kept figure.
    expect(online).toMatch(locale === 'ru' ? /по состоянию на \d{2}:\d{2} — сегодняшняя сумма может отличаться/ : /\d{2}:\d{2} жағдайы бойынша — бүгінгі сома басқаша болуы мүмкін/);
    // The page shows the saved card (bank and last four); the copy does not, as the kept answers do not.
    expect(document.getElementById('root')!.textContent).toContain(seeded.user.card!.last4);
    // Its own times (kept at, shown until) are numbers that may hold any four digits: everything else is checked.
    const { savedAt: _savedAt, until: _until, ...content } = copy;
    expect(JSON.stringify(content)).not.toContain(seeded.user.card!.last4);
    expect(JSON.stringify(content)).not.toContain(seeded.user.card!.bankName);
    expect(JSON.stringify(content)).not.toContain(seeded.phone);

    // Taken again, at once, as the page goes: the screen as it is then.
    const later = document.createElement('p');
    later.textContent = 'LATER';
    document.getElementById('root')!.append(later);
    window.dispatchEvent(new Event('pagehide'));
    expect(textOf(Object.values(kept()!)[0]!.tree)).toContain('LATER');
  });
});

it('gives way to a failure at once: an error is never hidden behind the copy', async () => {
  await componentQueryClient('ru');
  const drawn = document.createElement('div');
  drawn.id = KEPT_SCREEN_ID;
  document.body.append(drawn);
  const root = document.createElement('div');
  root.id = 'root';
  root.setAttribute('hidden', '');
  document.body.append(root);
  render(<ErrorState message="Не удалось загрузить" onRetry={() => {}} />, { container: root });
  expect(document.getElementById(KEPT_SCREEN_ID)).toBeNull();
  expect(root.hidden).toBe(false);
  expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить');
});
