import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { PullToRefresh } from '@/shared/ui/PullToRefresh';

function drag(el: HTMLElement, from: number, to: number) {
  fireEvent.touchStart(el, { touches: [{ clientX: 100, clientY: from }] });
  fireEvent.touchMove(el, { touches: [{ clientX: 100, clientY: to }] });
}

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('PullToRefresh', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });
  afterEach(() => {
    window.scrollY = 0;
  });

  it('refreshes after a pull past 45px, showing a spinner until onRefresh settles', async () => {
    const d = deferred();
    const onRefresh = vi.fn(() => d.promise);
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>Мои займы</p>
      </PullToRefresh>,
    );
    const content = screen.getByText('Мои займы');

    drag(content, 10, 60); // 25px after resistance
    expect(screen.getByText('Потяните, чтобы обновить')).toBeInTheDocument();
    fireEvent.touchMove(content, { touches: [{ clientX: 100, clientY: 120 }] }); // 55px
    expect(screen.getByText('Отпустите, чтобы обновить')).toBeInTheDocument();
    fireEvent.touchEnd(content, { changedTouches: [{ clientX: 100, clientY: 120 }] });

    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Обновляем…');

    // A second pull while refreshing is ignored.
    drag(content, 0, 200);
    fireEvent.touchEnd(content);
    expect(onRefresh).toHaveBeenCalledTimes(1);

    await act(async () => {
      d.resolve();
      await d.promise;
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('does nothing for a short pull', () => {
    const onRefresh = vi.fn(async () => {});
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>Мои займы</p>
      </PullToRefresh>,
    );
    const content = screen.getByText('Мои займы');
    drag(content, 0, 80); // 40px after resistance: under the threshold
    fireEvent.touchEnd(content);
    expect(onRefresh).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('only starts when the page is scrolled to the top', () => {
    const onRefresh = vi.fn(async () => {});
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>Мои займы</p>
      </PullToRefresh>,
    );
    window.scrollY = 300;
    const content = screen.getByText('Мои займы');
    drag(content, 0, 300);
    fireEvent.touchEnd(content);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('still ends the gesture when onRefresh fails', async () => {
    const onRefresh = vi.fn(() => Promise.reject(new Error('network')));
    render(
      <PullToRefresh onRefresh={onRefresh}>
        <p>Мои займы</p>
      </PullToRefresh>,
    );
    const content = screen.getByText('Мои займы');
    drag(content, 0, 200);
    await act(async () => {
      fireEvent.touchEnd(content);
    });
    expect(onRefresh).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
