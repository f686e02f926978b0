import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { PAGE_LOAD_TIMEOUT, WebviewHost } from '@/shared/webview/WebviewHost';

const SELF = 'https://app.bz.kz';
const ORIGINS = ['https://pay.vendor.kz', SELF];

function renderHost(src: string, extra: Partial<Parameters<typeof WebviewHost>[0]> = {}) {
  const onBack = vi.fn();
  const utils = render(
    <WebviewHost
      src={src}
      title="Договор малого кредита"
      allowedOrigins={ORIGINS}
      selfOrigin={SELF}
      onBack={onBack}
      {...extra}
    />,
  );
  return { ...utils, onBack };
}

const frame = (container: HTMLElement) => container.querySelector('iframe');

describe('WebviewHost', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('frames an allowed vendor page with a minimal sandbox, no referrer and a title', async () => {
    const { container, onBack } = renderHost('https://pay.vendor.kz/checkout?order=1');
    const iframe = frame(container)!;
    expect(iframe).toHaveAttribute('src', 'https://pay.vendor.kz/checkout?order=1');
    expect(iframe).toHaveAttribute('title', 'Договор малого кредита');
    expect(iframe).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(iframe.getAttribute('sandbox')!.split(' ').sort()).toEqual([
      'allow-forms',
      'allow-same-origin',
      'allow-scripts',
      'allow-top-navigation-by-user-activation',
    ]);
    expect(iframe).not.toHaveAttribute('allow');

    expect(screen.getByRole('heading', { level: 1, name: 'Договор малого кредита' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('frames the app’s own static page with every sandbox restriction', () => {
    const { container } = renderHost('/legal/privacy-ru.html');
    const iframe = frame(container)!;
    expect(iframe).toHaveAttribute('src', 'https://app.bz.kz/legal/privacy-ru.html');
    expect(iframe).toHaveAttribute('sandbox', '');
  });

  it('treats a same-origin page as a vendor app only when told to', () => {
    const { container } = renderHost('/__sandbox/vendor/payment.html?ref=1', { kind: 'vendor' });
    expect(frame(container)!.getAttribute('sandbox')).toContain('allow-scripts');
  });

  it.each([
    'javascript:alert(document.cookie)',
    'data:text/html,<h1>Оплата</h1>',
    'https://pay.vendor.kz.evil.com/checkout',
    'https://pay.vendor.kz@evil.com/',
    ' https://pay.vendor.kz/checkout',
    'http://pay.vendor.kz/checkout',
  ])('never frames %s: shows an error and the way back', (src) => {
    const { container } = renderHost(src);
    expect(frame(container)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Эту страницу нельзя открыть в приложении');
    expect(screen.getByRole('button', { name: 'Назад' })).toBeInTheDocument();
  });

  it('shows a skeleton until the page loads', () => {
    const { container } = renderHost('https://pay.vendor.kz/checkout');
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
    fireEvent.load(frame(container)!);
    expect(screen.queryByText('Загрузка…')).not.toBeInTheDocument();
  });

  it('after 60 s without loading, offers a reload that tries again', async () => {
    vi.useFakeTimers();
    const { container } = renderHost('https://pay.vendor.kz/checkout');
    act(() => {
      vi.advanceTimersByTime(PAGE_LOAD_TIMEOUT - 1);
    });
    expect(frame(container)).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(frame(container)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Не удалось загрузить страницу. Нажмите, чтобы обновить.');

    fireEvent.click(screen.getByRole('button', { name: 'Обновить' }));
    expect(frame(container)).not.toBeNull();
    expect(screen.getByText('Загрузка…')).toBeInTheDocument();
    fireEvent.load(frame(container)!);
    act(() => {
      vi.advanceTimersByTime(PAGE_LOAD_TIMEOUT * 2);
    });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('passes on messages only from its own frame and origin', () => {
    const onMessage = vi.fn();
    const { container } = renderHost('https://pay.vendor.kz/checkout', { onMessage });
    const source = frame(container)!.contentWindow;
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'done', origin: 'https://pay.vendor.kz', source }));
      window.dispatchEvent(new MessageEvent('message', { data: 'evil', origin: 'https://evil.com', source }));
      window.dispatchEvent(new MessageEvent('message', { data: 'other', origin: 'https://pay.vendor.kz', source: window }));
    });
    expect(onMessage).toHaveBeenCalledTimes(1);
    expect(onMessage).toHaveBeenCalledWith('done');
  });

  it('expects the opaque origin from a scripted page framed without its origin', () => {
    const onMessage = vi.fn();
    const { container } = renderHost('/legal/page.html', { onMessage });
    const source = frame(container)!.contentWindow;
    act(() => {
      window.dispatchEvent(new MessageEvent('message', { data: 'paid', origin: 'null', source }));
    });
    expect(onMessage).toHaveBeenCalledWith('paid');
  });

  it('grants a Permissions Policy only when asked (camera for face verification)', () => {
    const { container } = renderHost('https://pay.vendor.kz/face', { allow: 'camera' });
    expect(frame(container)).toHaveAttribute('allow', 'camera');
  });
});
