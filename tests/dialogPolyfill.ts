/**
 * jsdom has `<dialog>` and its `open` attribute, but not `showModal()`, `close()` or Escape's `cancel`.
 * This adds them as HTML specifies them, and nothing of the app's own, so unit tests run our Modal on
 * the platform's behaviour:
 * - `showModal()` / `show()` open it (InvalidStateError when it is open already or not in the document);
 *   `showModal()` also remembers the focused element and puts the dialog on top of the open modals;
 * - `close(result)` sets `returnValue`, removes `open`, gives a modal's focus back to the element focused
 *   when it opened, and fires `close` in a later task;
 * - an Escape keydown that nothing cancelled is a close request to the topmost open modal: a cancelable
 *   `cancel`, then, unless it was cancelled, `close()`.
 * Not emulated, and checked in the browser suite instead: the initial focus (Modal sets it itself), the
 * rest of the page being inert (so Tab is not kept inside), ::backdrop, `:modal`, and Chromium's rule
 * that a second close request without a user activation between cannot be cancelled.
 */
if (typeof HTMLDialogElement !== 'undefined' && typeof HTMLDialogElement.prototype.showModal !== 'function') {
  /** The open modals, in the order they were opened: the last one is on top. */
  const modals: HTMLDialogElement[] = [];
  const opener = new WeakMap<HTMLDialogElement, Element | null>();
  const results = new WeakMap<HTMLDialogElement, string>();

  const open = (dialog: HTMLDialogElement, modal: boolean) => {
    if (dialog.hasAttribute('open')) throw new DOMException('The dialog is already open.', 'InvalidStateError');
    if (!dialog.isConnected) throw new DOMException('The dialog is not in a document.', 'InvalidStateError');
    dialog.setAttribute('open', '');
    if (!modal) return;
    opener.set(dialog, dialog.ownerDocument.activeElement);
    modals.push(dialog);
  };

  Object.defineProperties(HTMLDialogElement.prototype, {
    returnValue: {
      configurable: true,
      get(this: HTMLDialogElement) {
        return results.get(this) ?? '';
      },
      set(this: HTMLDialogElement, value: string) {
        results.set(this, String(value));
      },
    },
    showModal: {
      configurable: true,
      value(this: HTMLDialogElement) {
        open(this, true);
      },
    },
    show: {
      configurable: true,
      value(this: HTMLDialogElement) {
        open(this, false);
      },
    },
    close: {
      configurable: true,
      value(this: HTMLDialogElement, result?: string) {
        if (!this.hasAttribute('open')) return;
        this.removeAttribute('open');
        if (result !== undefined) this.returnValue = result;
        const i = modals.indexOf(this);
        if (i >= 0) {
          modals.splice(i, 1);
          const back = opener.get(this);
          opener.delete(this);
          if (back instanceof HTMLElement && back.isConnected) back.focus();
        }
        setTimeout(() => this.dispatchEvent(new Event('close')));
      },
    },
  });

  // After the page's own handlers (a bubbling listener on the window), as the browser's default action.
  window.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape' || e.defaultPrevented) return;
    // A modal removed from the document left the top layer with it.
    const shown = modals.filter((d) => d.isConnected && d.hasAttribute('open'));
    modals.splice(0, modals.length, ...shown);
    const top = shown.at(-1);
    if (!top) return;
    if (top.dispatchEvent(new Event('cancel', { cancelable: true }))) top.close();
  });
}

export {};
