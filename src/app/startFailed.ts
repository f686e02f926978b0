import { FIRST_SCREEN_ATTR } from '@/app/firstScreen';
import { releaseKeptScreen } from '@/shared/offline/handover';
import type { TextKey } from '@/lib/i18n';

/**
 * The page-failed-to-load message (RouteView's LoadFailed, same classes and texts) drawn without React,
 * for when React's own code cannot be loaded: a tap reloads the page. It replaces a drawn first screen,
 * whose links would do nothing without the app.
 */
export function showStartFailed(root: HTMLElement, t: (key: TextKey) => string): void {
  const span = (className: string, text: string) => {
    const el = document.createElement('span');
    el.className = className;
    el.textContent = text;
    return el;
  };
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'load-failed__button';
  button.append(span('load-failed__title', t('loadFailed.title')), span('load-failed__hint', t('loadFailed.tap')));
  button.addEventListener('click', () => window.location.reload());
  const wrap = document.createElement('div');
  wrap.className = 'load-failed';
  wrap.append(button);
  root.removeAttribute(FIRST_SCREEN_ATTR);
  root.replaceChildren(wrap);
  // In place of a copy of the screen drawn before the app (src/shared/offline/handover.ts).
  releaseKeptScreen();
}
