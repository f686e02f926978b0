import { Component, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, lazyChunk, recoverFromStaleChunk, RELOAD_GRACE_MS } from '@/lib/lazyChunk';
import { shouldRetryRead } from '@/lib/query-client';
import { ApiError } from '@/lib/http';

describe('stale chunk after a deploy', () => {
  const stale = new TypeError('Failed to fetch dynamically imported module: /assets/Login-abc.js');

  it('reloads once, then lets the error show the reload message', () => {
    const reload = vi.fn();
    expect(recoverFromStaleChunk(stale, sessionStorage, reload)).toBe(true);
    expect(recoverFromStaleChunk(stale, sessionStorage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads offline (the chunk is missing because the network is): the page stays', () => {
    const reload = vi.fn();
    const storage = { getItem: () => null, setItem: vi.fn() } as unknown as Storage;
    expect(recoverFromStaleChunk(stale, storage, reload, () => false)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(recoverFromStaleChunk(stale, storage, reload, () => true)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
    expect(recoverFromStaleChunk(new Error('boom'), sessionStorage, vi.fn())).toBe(false);
  });
});

/** A route's boundary, simplified: the failure's message until `resetKey` changes. */
class Boundary extends Component<{ children: ReactNode; resetKey: number }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidUpdate(prev: { resetKey: number }) {
    if (prev.resetKey !== this.props.resetKey && this.state.failed) this.setState({ failed: false });
  }
  override render() {
    return this.state.failed ? <p>не загрузилось</p> : this.props.children;
  }
}

describe('code loaded on demand', () => {
  afterEach(() => vi.restoreAllMocks());

  type Getter = () => React.ComponentType<{ name: string }>;
  /** What a route's view does: takes the component outside the Suspense boundary, at each of its own renders. */
  function Screen({ lazyForm, resetKey }: { lazyForm: Getter; resetKey: number }) {
    const Form = lazyForm();
    return (
      <Boundary resetKey={resetKey}>
        <Suspense fallback={<p>загрузка</p>}>
          <Form name="форма" />
        </Suspense>
      </Boundary>
    );
  }
  const view = (lazyForm: Getter, resetKey: number) => <Screen lazyForm={lazyForm} resetKey={resetKey} />;

  it('renders the loaded component with its props', async () => {
    const lazyForm = lazyChunk(async () => ({ default: ({ name }: { name: string }) => <p>{name}</p> }));
    render(view(lazyForm, 0));
    expect(await screen.findByText('форма')).toBeTruthy();
  });

  it('does not keep a failure: once the boundary resets (back online), the code is asked for again and shows', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const reload = vi.fn();
    vi.stubGlobal('location', { ...location, reload });
    const chunkErrors: unknown[] = [];
    const onChunkError = (e: Event) => chunkErrors.push((e as CustomEvent).detail);
    addEventListener('bz-chunk-error', onChunkError);
    const load = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module: /assets/ApplyForm-a.js'))
      .mockResolvedValue({ default: ({ name }: { name: string }) => <p>{name}</p> });
    const lazyForm = lazyChunk(load);
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the caught failure
    const { rerender } = render(view(lazyForm, 0));
    expect(await screen.findByText('не загрузилось')).toBeTruthy();
    expect(chunkErrors).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled(); // offline: no reload, the message stays
    expect(load).toHaveBeenCalledTimes(1); // and no second request until the boundary resets
    await act(async () => rerender(view(lazyForm, 1)));
    expect(await screen.findByText('форма')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
    removeEventListener('bz-chunk-error', onChunkError);
    vi.unstubAllGlobals();
  });
});

describe('a stale chunk whose reload does not happen', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    sessionStorage.clear();
  });

  it('reloads once, and if the page is still here a while later, shows the failure instead of loading for good', async () => {
    sessionStorage.clear(); // no reload in the last minute
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const reload = vi.fn(); // a reload the borrower cancelled: the page stays
    vi.stubGlobal('location', { ...location, reload });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lazyForm = lazyChunk<React.ComponentType>(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/HostedCardStep-a.js')));
    function Screen() {
      const Form = lazyForm();
      return (
        <Boundary resetKey={0}>
          <Suspense fallback={<p>загрузка</p>}>
            <Form />
          </Suspense>
        </Boundary>
      );
    }
    render(<Screen />);
    await waitForReload(reload);
    expect(screen.getByText('загрузка')).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(RELOAD_GRACE_MS));
    expect(await screen.findByText('не загрузилось')).toBeTruthy();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

async function waitForReload(reload: ReturnType<typeof vi.fn>) {
  await act(async () => {
    for (let i = 0; i < 20 && reload.mock.calls.length === 0; i++) await Promise.resolve();
  });
  expect(reload).toHaveBeenCalledTimes(1);
}

describe('read retries', () => {
  it('retry transient failures at most twice, never session or server codes', () => {
    expect(shouldRetryRead(0, new ApiError('network', '/x'))).toBe(true);
    expect(shouldRetryRead(1, new ApiError('timeout', '/x'))).toBe(true);
    expect(shouldRetryRead(2, new ApiError('network', '/x'))).toBe(false);
    expect(shouldRetryRead(0, new ApiError('session', '/x'))).toBe(false);
    expect(shouldRetryRead(0, new ApiError('server', '/x', { code: 1002 }))).toBe(false);
    expect(shouldRetryRead(0, new ApiError('http', '/x', { status: 503 }))).toBe(true);
    expect(shouldRetryRead(0, new ApiError('http', '/x', { status: 404 }))).toBe(false);
  });
});
