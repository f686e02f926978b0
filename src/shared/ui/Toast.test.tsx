import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '@/shared/ui/Dialog';
import { ToastHost } from '@/shared/ui/ToastHost';
import { TOAST_DEFAULT_DURATION, showToast } from '@/shared/ui/toastStore';

describe('Toast', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a message in a polite live region and hides it after 1500 ms', () => {
    render(<ToastHost />);
    const region = screen.getByRole('status');
    expect(region).toHaveAttribute('aria-live', 'polite');

    act(() => {
      showToast('Код отправлен');
    });
    expect(region).toHaveTextContent('Код отправлен');

    act(() => {
      vi.advanceTimersByTime(TOAST_DEFAULT_DURATION - 1);
    });
    expect(screen.getByText('Код отправлен')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Код отправлен')).not.toBeInTheDocument();
  });

  it('works outside React and honours a custom duration', () => {
    showToast('Ошибка сети', { duration: 3000 });
    render(<ToastHost />);
    expect(screen.getByText('Ошибка сети')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(screen.getByText('Ошибка сети')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(screen.queryByText('Ошибка сети')).not.toBeInTheDocument();
  });

  it('shows identical messages once and keeps different ones', () => {
    render(<ToastHost />);
    act(() => {
      showToast('Срок действия входа истек');
      showToast('Срок действия входа истек');
      showToast('Ошибка входа');
    });
    expect(screen.getAllByText('Срок действия входа истек')).toHaveLength(1);
    expect(screen.getByText('Ошибка входа')).toBeInTheDocument();
  });

  it('ignores empty messages', () => {
    render(<ToastHost />);
    act(() => {
      showToast('   ');
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  // A modal makes the rest of the page inert, the toasts' live region with it (seen in Chromium's
  // accessibility tree): a toast over a dialog is read from a live region inside the dialog.
  it('over an open dialog, is also in a live region inside the dialog', () => {
    render(
      <>
        <ToastHost />
        <Dialog open onClose={() => {}} title="Реквизиты для перевода">
          <p>ИИК (IBAN)</p>
        </Dialog>
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Реквизиты для перевода' });
    const echo = dialog.querySelector('[aria-live="polite"]');
    expect(echo).toBeEmptyDOMElement();
    act(() => {
      showToast('Скопировано: ИИК (IBAN)');
    });
    expect(echo).toHaveTextContent('Скопировано: ИИК (IBAN)');
    expect(screen.getByRole('status')).toHaveTextContent('Скопировано: ИИК (IBAN)');
  });
});
