import { MutationObserver, onlineManager, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-error';
import { askAgainWhenOnline, createQueryClient } from '@/lib/query-client';

describe('query client offline behaviour', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('a write tried offline fails at once (the form says so) instead of waiting to fire by itself later', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    let calls = 0;
    const observer = new MutationObserver(client, {
      mutationFn: () => {
        calls += 1;
        return Promise.reject(new ApiError('network', '/api/loan/setBankInfo'));
      },
    });
    await expect(observer.mutate()).rejects.toMatchObject({ kind: 'network' });
    expect(calls).toBe(1);
    expect(observer.getCurrentResult().isPaused).toBe(false);
  });

  it('a read waits while offline and runs by itself when the connection is back', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient();
    client.mount(); // as QueryClientProvider does: listens to the connection coming back
    let calls = 0;
    const observer = new QueryObserver(client, { queryKey: ['probe'], queryFn: () => Promise.resolve(++calls) });
    const unsubscribe = observer.subscribe(() => {});
    await Promise.resolve();
    expect(calls).toBe(0);
    expect(observer.getCurrentResult().fetchStatus).toBe('paused');
    onlineManager.setOnline(true);
    await expect.poll(() => observer.getCurrentResult().data).toBe(1);
    unsubscribe();
    client.unmount();
  });

  it('a page opened offline (taking itself for online): reads that found no network run again when the browser says it is back, once each', async () => {
    const client = createQueryClient();
    client.mount();
    const stop = askAgainWhenOnline(client);
    let network = false;
    const calls = { noNetwork: 0, server: 0 };
    const read = (key: 'noNetwork' | 'server') =>
      new QueryObserver(client, {
        queryKey: [key],
        retry: false,
        queryFn: () => {
          calls[key] += 1;
          if (key === 'server') return Promise.reject(new ApiError('server', '/api/probe', { code: 7 }));
          return network ? Promise.resolve('answer') : Promise.reject(new ApiError('network', '/api/loan/userInfo'));
        },
      });
    const failedForNetwork = read('noNetwork');
    const refusedByServer = read('server');
    const unsubscribe = [failedForNetwork.subscribe(() => {}), refusedByServer.subscribe(() => {})];
    await expect.poll(() => failedForNetwork.getCurrentResult().status).toBe('error');
    await expect.poll(() => refusedByServer.getCurrentResult().status).toBe('error');
    expect(onlineManager.isOnline()).toBe(true);

    network = true;
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('online'));
    await expect.poll(() => failedForNetwork.getCurrentResult().data).toBe('answer');
    expect(calls).toEqual({ noNetwork: 2, server: 1 });
    stop();
    unsubscribe.forEach((u) => u());
    client.unmount();
  });
});
