/**
 * Taking the kept screen (src/shared/offline/handover.ts): when a signed-in screen shows this visit's figures from the
 * server, a copy of what #root shows is written to storage as a tree of plain nodes (tag, a few attributes,
 * text), which index.html's script draws on the next visit before the app's JavaScript has arrived.
 *
 * The copy is what the app itself would draw from the kept answers at the next start, and no more:
 * - the parts a screen marks `data-unkept` (the card, a voucher's and the last card payment's notices, a
 *   refusal's income figures: what the kept answers' whitelist drops, src/shared/offline/strip.ts) are left
 *   out, as are dialogs open at that moment, scripts, frames, images and every attribute but a short list
 *   (no id, no event handler, links only within the app);
 * - the kept-answer note (KeptNote) goes where the screen puts it, «По состоянию на HH:MM» with
 *   «Обновляем…» at the end, or the offline marker at the top when the browser is offline; today's amount
 *   (TodayAmountLabel) carries its time, as the app labels a kept figure;
 * - it is drawn only on the Kazakhstan day of the answer (the screens count days to the due date from today:
 *   the next day, the app draws it), for the same build (class names and stylesheets are the build's), in
 *   the language it was taken in.
 * Bound to the borrower as the kept answers are: written only while signed in, removed with them at every
 * session end and at sign-in (src/shared/offline/forget.ts).
 */
import { APP_KEYS, readJson, writeJson } from '@/lib/storage';
import { KEPT_FLAGS, KEPT_LABEL_ATTR, KEPT_SLOT_ATTR, keptScreenKey, NO_KEPT_COPY_ATTR, UNKEPT_ATTR } from '@/shared/offline/handover';
import { addDaysIso, kzDay, kzInstant } from '@/utils/kzDate';
import { borrowerKey, MAX_AGE_MS } from '@/shared/offline/keep';

/** A node of the copy: a text, or [tag, attributes, children, flags]. */
export type KeptNode = string | [tag: string, attrs: Record<string, string>, children: KeptNode[], flags?: number];

export interface KeptScreen {
  v: 1;
  /** The entry script's address: another build's copy is not drawn. */
  build: string;
  /** The app's language ('ru' | 'kz') and the page's tag ('ru' | 'kk'). */
  lang: string;
  htmlLang: string;
  title: string;
  /** Drawn until then: the end of the answer's Kazakhstan day, or the kept answers' maximum age if sooner. */
  until: number;
  /** The stylesheets that may style it, of those the screen had (the build's own files). */
  css: string[];
  tree: KeptNode[];
}

/** All kept copies by address (keptScreenKey): the last few screens the borrower saw. */
export type KeptScreens = Record<string, KeptScreen & { savedAt: number }>;

/** The copies kept at most (the Loans tab, My loans, a repayment page). */
export const MAX_KEPT_SCREENS = 3;

/** What the screen gives the copy: when its answer arrived and the texts the app would show with a kept answer. */
export interface KeptTexts {
  at: number;
  lang: string;
  /** «По состоянию на 14:05», «Обновляем…», the offline marker. */
  asOf: string;
  refreshing: string;
  offline: string;
  /** Today's amount's label with its time, in a block and in a row (TodayAmountLabel). */
  staleAmount: string;
  staleRow: string;
  /** The note's classes (KeptNote's). */
  classes: { note: string; lines: string; asOf: string; muted: string; offline: string };
}

const SKIPPED_TAGS = new Set(['script', 'style', 'template', 'iframe', 'object', 'embed', 'img', 'picture', 'video', 'audio', 'canvas', 'link', 'meta', 'base', 'noscript', 'foreignobject', 'dialog']);
const KEPT_ATTRS = new Set(['class', 'role', 'type', 'disabled', 'hidden', 'lang', 'dir', 'style', 'tabindex', 'value', 'inputmode', 'placeholder']);
/** aria attributes that point at an id: the copy has no ids. */
const ID_REFS = new Set(['aria-describedby', 'aria-labelledby', 'aria-controls', 'aria-owns', 'aria-activedescendant', 'aria-details', 'aria-errormessage']);
const SVG_NS = 'http://www.w3.org/2000/svg';

function keptAttr(el: Element, name: string, value: string, svg: boolean): boolean {
  if (name.startsWith('on') || name === 'id' || name === 'for' || ID_REFS.has(name)) return false;
  if (name === 'href') return value.startsWith('#') && !svg;
  if (name.startsWith('aria-') || KEPT_ATTRS.has(name)) return true;
  // An icon's drawing: its own attributes (d, viewBox, fill…), never a reference outside it.
  return svg && !name.includes('href') && !name.startsWith('src') && el.localName !== 'a';
}

function copyOf(node: Node, texts: KeptTexts): KeptNode[] {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ? [node.nodeValue] : [];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const el = node as Element;
  const tag = el.localName;
  const svg = el.namespaceURI === SVG_NS;
  // A dialog or sheet open at that moment is not part of the screen (the next visit may not open it).
  const role = el.getAttribute('role');
  if (SKIPPED_TAGS.has(tag) || el.hasAttribute(UNKEPT_ATTR) || role === 'dialog' || role === 'alertdialog') return [];
  const slot = el.getAttribute(KEPT_SLOT_ATTR);
  if (slot) return [note(texts, slot === 'top')];
  const attrs: Record<string, string> = {};
  for (const { name, value } of Array.from(el.attributes)) if (keptAttr(el, name, value, svg)) attrs[name] = value;
  const label = el.getAttribute(KEPT_LABEL_ATTR);
  const children = label ? [label === 'row' ? texts.staleRow : texts.staleAmount] : Array.from(el.childNodes).flatMap((c) => copyOf(c, texts));
  return [svg ? [tag, attrs, children, KEPT_FLAGS.svg] : [tag, attrs, children]];
}

/**
 * KeptNote as the app draws it for a kept answer: at the top with the offline marker (shown when the browser is
 * offline), at the end with «Обновляем…» (shown when it is online). src/shared/offline/keptScreen.test.tsx
 * checks it against KeptNote's own markup.
 */
function note(texts: KeptTexts, top: boolean): KeptNode {
  const { classes } = texts;
  const second: KeptNode = top ? ['p', { class: classes.offline }, [texts.offline]] : ['p', { class: classes.muted }, [texts.refreshing]];
  const lines: KeptNode = ['div', { class: classes.lines, role: 'status' }, [['p', { class: classes.asOf }, [texts.asOf]], second]];
  return ['div', { class: classes.note }, [lines], top ? KEPT_FLAGS.offline : KEPT_FLAGS.online];
}

/** The entry script's address (the build), '' when there is none (a development server's is not hashed). */
function buildOf(): string {
  return document.querySelector('script[type="module"][src]')?.getAttribute('src') ?? '';
}

/** The class names the copy's elements carry. */
function classesOf(nodes: KeptNode[], into: Set<string>): Set<string> {
  for (const n of nodes) {
    if (typeof n === 'string') continue;
    for (const c of (n[1].class ?? '').split(/\s+/)) if (c) into.add(c);
    classesOf(n[2], into);
  }
  return into;
}

const CLASS_IN_SELECTOR = /\.(-?[_a-zA-Z][\w-]*)/g;

/**
 * Whether a stylesheet may style the copy: it has a rule whose selector names no class (the page's own: :root,
 * body, a tag), or one naming a class the copy's elements carry, or a rule of another kind that may matter
 * (@font-face, @import); an unreadable sheet may too. A screen's module stylesheets name only their own hashed
 * classes, so the copy leaves out those of the app's other screens and waits for fewer files (issue 27).
 */
export function mayStyleCopy(sheet: Pick<CSSStyleSheet, 'cssRules'> | null, classes: ReadonlySet<string>): boolean {
  let rules: CSSRuleList;
  try {
    if (!sheet) return true;
    rules = sheet.cssRules;
  } catch {
    return true;
  }
  const needed = (list: CSSRuleList): boolean => {
    for (const rule of Array.from(list)) {
      if ('selectorText' in rule && typeof rule.selectorText === 'string') {
        for (const selector of rule.selectorText.split(',')) {
          const named = Array.from(selector.matchAll(CLASS_IN_SELECTOR), (m) => m[1]!);
          if (named.length === 0 || named.some((c) => classes.has(c))) return true;
        }
      } else if ('name' in rule && 'findRule' in rule) {
        // @keyframes: used only through a class's animation, which is looked at on its own.
        continue;
      } else if (!('cssRules' in rule)) {
        return true;
      }
      // @media, @supports, @layer, @container, a nested rule: what is inside.
      if ('cssRules' in rule && needed((rule as CSSGroupingRule).cssRules)) return true;
    }
    return false;
  };
  return needed(rules);
}

/** The build's own stylesheets on the page that may style the copy, as paths, in the page's order. */
function stylesheets(tree: KeptNode[]): string[] {
  const classes = classesOf(tree, new Set());
  return Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
    .map((l) => ({ url: new URL(l.href, location.href), sheet: l.sheet }))
    .filter(({ url }) => url.origin === location.origin && /^\/assets\/[\w.-]+\.css$/.test(url.pathname))
    .filter(({ sheet }) => mayStyleCopy(sheet, classes))
    .map(({ url }) => url.pathname);
}

/** The copy of what #root shows now, or null without a #root. */
export function takeKeptScreen(texts: KeptTexts): KeptScreen | null {
  const root = document.getElementById('root');
  if (!root) return null;
  const endOfDay = kzInstant(addDaysIso(kzDay(texts.at), 1));
  const tree = Array.from(root.childNodes).flatMap((c) => copyOf(c, texts));
  return {
    v: 1,
    build: buildOf(),
    lang: texts.lang,
    htmlLang: document.documentElement.lang,
    title: document.title,
    until: Math.min(endOfDay, texts.at + MAX_AGE_MS),
    css: stylesheets(tree),
    tree,
  };
}

/** Writes the copy of the current address (the newest few kept). Nothing while nobody is signed in. */
export function keepScreen(texts: KeptTexts): void {
  if (!borrowerKey()) return;
  const key = keptScreenKey(location.hash);
  const all = { ...(readJson<KeptScreens>(APP_KEYS.keptScreen) ?? {}) };
  // A screen the kept answers cannot draw whole (NO_KEPT_COPY_ATTR): none kept, and an older copy of its address goes.
  const copy = document.querySelector(`#root [${NO_KEPT_COPY_ATTR}]`) ? null : takeKeptScreen(texts);
  if (copy) all[key] = { ...copy, savedAt: Date.now() };
  else delete all[key];
  const newest = Object.entries(all)
    .filter(([, s]) => s && typeof s === 'object' && s.until > Date.now())
    .sort(([, a], [, b]) => b.savedAt - a.savedAt)
    .slice(0, MAX_KEPT_SCREENS);
  writeJson(APP_KEYS.keptScreen, Object.fromEntries(newest));
}
