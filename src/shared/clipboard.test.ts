import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from '@/shared/clipboard';

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');

function setClipboard(value: unknown) {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

afterEach(() => {
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
  document.body.innerHTML = '';
});

describe('copyText', () => {
  it('uses the Clipboard API where there is one', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    expect(await copyText('https://example.kz/#/x')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('https://example.kz/#/x');
  });

  it('falls back to execCommand when the API refuses, copying the text and leaving no trace; focus comes back', async () => {
    setClipboard({ writeText: vi.fn().mockRejectedValue(new DOMException('denied', 'NotAllowedError')) });
    let selected = '';
    let inDialog = false;
    const exec = vi.fn(() => {
      const area = document.activeElement as HTMLTextAreaElement;
      selected = area.value.slice(area.selectionStart, area.selectionEnd);
      inDialog = area.closest('dialog') !== null;
      return true;
    });
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    document.body.innerHTML = '<dialog open><button>copy</button></dialog>';
    const button = document.querySelector('button')!;
    button.focus();
    expect(await copyText('link')).toBe(true);
    expect(exec).toHaveBeenCalledWith('copy');
    expect(selected).toBe('link');
    // Outside a modal dialog the page is inert: the textarea could not take the focus there.
    expect(inDialog).toBe(true);
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('says so when nothing works', async () => {
    setClipboard(undefined);
    Object.defineProperty(document, 'execCommand', { value: () => false, configurable: true });
    expect(await copyText('link')).toBe(false);
  });
});
