/**
 * Puts text on the clipboard: the async Clipboard API where the page may use it (secure context, a
 * user's tap), else a hidden textarea and execCommand('copy') for older in-app browsers. Resolves
 * whether it worked; the caller says so either way. The fallback gives focus back to where it was (a
 * button inside a dialog keeps it), so a screen reader does not lose its place.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not focused): try the old way.
  }
  const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  // Inside a modal dialog the textarea goes into the dialog: the page outside it is inert, it takes no focus.
  const host = before?.closest('dialog') ?? document.body;
  const area = document.createElement('textarea');
  try {
    area.value = text;
    area.setAttribute('readonly', '');
    area.setAttribute('aria-hidden', 'true');
    area.tabIndex = -1;
    area.style.position = 'fixed';
    area.style.top = '0';
    area.style.opacity = '0';
    host.appendChild(area);
    area.focus({ preventScroll: true });
    area.select();
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    before?.focus();
  }
}
