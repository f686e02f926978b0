import { describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, recoverFromStaleChunk } from '@/app/lazyRoute';
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
