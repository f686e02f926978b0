/**
 * Entry of the sandbox over real HTTP (`vite preview` in e2e mode or with SANDBOX_HTTP=1): the same handlers
 * over a memory database that lives as long as the preview server. Loaded by sandbox/vite-plugin.ts.
 */
import type { HttpHandler } from 'msw';
import { createDb, type SandboxDb } from './db';
import { createHandlers } from './handlers';

export function createSandbox(opts: { logCodes?: boolean } = {}): { db: SandboxDb; handlers: HttpHandler[] } {
  const db = createDb({
    persist: false,
    onCode: opts.logCodes === false ? undefined : (phone, code) => console.info(`[sandbox] SMS code for +${phone} : ${code}`),
  });
  return { db, handlers: createHandlers(db) };
}
