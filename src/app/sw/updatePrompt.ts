import { followPageLanguage, swTexts } from './texts';
import styles from './UpdatePrompt.module.css';

/**
 * «Доступна новая версия»: a new build took over this open page. Not a forced reload (the borrower may be
 * typing): «Обновить» reloads, «Позже» hides it (the next visit opens the new build anyway).
 *
 * Plain DOM, not React: a late chunk importing React's JSX runtime or the app's i18n makes the bundler
 * regroup the shared chunks every route imports, past the first paint's budget. Texts from the `sw`
 * namespace's files in the page's language, following a switch (./texts.ts); textContent only.
 */
export function mountUpdatePrompt(reload: () => void, doc: Document = document): HTMLElement {
  const box = doc.createElement('div');
  box.setAttribute('role', 'status');
  box.className = styles.prompt ?? '';
  const title = doc.createElement('p');
  title.className = styles.title ?? '';
  const text = doc.createElement('p');
  text.className = styles.text ?? '';
  const actions = doc.createElement('div');
  actions.className = styles.actions ?? '';
  const later = doc.createElement('button');
  later.type = 'button';
  later.className = styles.later ?? '';
  const again = doc.createElement('button');
  again.type = 'button';
  again.className = styles.reload ?? '';
  actions.append(later, again);
  box.append(title, text, actions);

  const stop = followPageLanguage((locale) => {
    const t = swTexts(locale).update;
    title.textContent = t.title;
    text.textContent = t.text;
    later.textContent = t.later;
    again.textContent = t.reload;
  }, doc);
  later.addEventListener('click', () => {
    stop();
    box.remove();
  });
  again.addEventListener('click', reload);
  doc.body.append(box);
  return box;
}

let shown = false;

/** Shows the prompt once per page, in the page's language. */
export function showUpdatePrompt(reload: () => void = () => window.location.reload()): void {
  if (shown) return;
  shown = true;
  mountUpdatePrompt(reload);
}
