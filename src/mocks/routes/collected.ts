/** What the sandbox's collectors (analytics events, error reports) share: one per database, and plain answers. */
import { HttpResponse } from 'msw';
import type { SandboxDb } from '../db';

/**
 * One collector per sandbox database, made on first use; resetting the sandbox (dev panel, control `reset`,
 * tests) empties it too. `make` gets whether the database persists (the browser keeps a short list across
 * reloads; the HTTP sandbox serves a whole test run).
 */
export function perDatabase<C extends { clear(): void }>(make: (persist: boolean) => C): (db: SandboxDb) => C {
  const collectors = new WeakMap<SandboxDb, C>();
  return (db) => {
    const found = collectors.get(db);
    if (found) return found;
    const collector = make(db.persist);
    collectors.set(db, collector);
    const reset = db.reset.bind(db);
    db.reset = () => {
      reset();
      collector.clear();
    };
    return collector;
  };
}

export const plain = (status: number, text = '') =>
  new HttpResponse(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });
