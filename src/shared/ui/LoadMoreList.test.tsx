import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { EmptyState } from '@/shared/ui/EmptyState';
import { LoadMoreList } from '@/shared/ui/LoadMoreList';

class FakeIO {
  static instances: FakeIO[] = [];
  callback: IntersectionObserverCallback;
  options: IntersectionObserverInit | undefined;
  targets: Element[] = [];
  disconnected = false;
  constructor(cb: IntersectionObserverCallback, options?: IntersectionObserverInit) {
    this.callback = cb;
    this.options = options;
    FakeIO.instances.push(this);
  }
  observe(el: Element) {
    this.targets.push(el);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  takeRecords() {
    return [];
  }
  fire(isIntersecting: boolean) {
    this.callback(
      this.targets.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
      this as unknown as IntersectionObserver,
    );
  }
}

const live = () => FakeIO.instances.filter((io) => !io.disconnected);
const loans = (n: number) => Array.from({ length: n }, (_, i) => ({ id: i + 1, title: `Заём №${i + 1}` }));

describe('LoadMoreList', () => {
  beforeAll(async () => {
    await initI18n({ locale: 'ru' });
  });
  afterEach(() => {
    FakeIO.instances = [];
    vi.unstubAllGlobals();
  });

  it('loads the next page when the end comes within 100px, once per page', () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const onLoadMore = vi.fn();
    const props = {
      renderItem: (l: { title: string }) => <span>{l.title}</span>,
      getKey: (l: { id: number }) => l.id,
      onLoadMore,
    };
    const { rerender } = render(<LoadMoreList {...props} items={loans(10)} hasMore loading={false} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(10);
    expect(live()).toHaveLength(1);
    expect(live()[0]!.options?.rootMargin).toBe('0px 0px 100px 0px');

    act(() => live()[0]!.fire(false));
    expect(onLoadMore).not.toHaveBeenCalled();
    act(() => live()[0]!.fire(true));
    act(() => live()[0]!.fire(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);

    rerender(<LoadMoreList {...props} items={loans(10)} hasMore loading />);
    expect(live()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Загрузка…');

    rerender(<LoadMoreList {...props} items={loans(20)} hasMore={false} loading={false} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    expect(live()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('Больше ничего нет');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a "Show more" button for keyboard and screen-reader users', async () => {
    vi.stubGlobal('IntersectionObserver', FakeIO);
    const onLoadMore = vi.fn();
    render(
      <LoadMoreList
        items={loans(3)}
        renderItem={(l) => l.title}
        getKey={(l) => l.id}
        onLoadMore={onLoadMore}
        hasMore
        loading={false}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Показать ещё' }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('falls back to the scroll position without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const onLoadMore = vi.fn();
    render(
      <LoadMoreList
        items={loans(2)}
        renderItem={(l) => l.title}
        getKey={(l) => l.id}
        onLoadMore={onLoadMore}
        hasMore
        loading={false}
      />,
    );
    // jsdom has no layout: the page is 0px high, so the end is always in reach.
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(1));
  });

  it('shows the empty state when there is nothing at all', () => {
    render(
      <LoadMoreList
        items={[]}
        renderItem={() => null}
        getKey={(_, i) => i}
        onLoadMore={() => {}}
        hasMore={false}
        loading={false}
        empty={<EmptyState preset="loans" />}
      />,
    );
    expect(screen.getByText('Займов пока нет')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
