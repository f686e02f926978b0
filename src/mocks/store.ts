/**
 * Where the sandbox state lives between requests. Persistence only: what the state means is model.ts's job.
 *
 * - persisted: localStorage under the one key 'sandbox_db' (the browser sandbox), so a reload keeps the story;
 *   other pages write there too (the fake vendor pages record their result, another tab runs the app),
 *   so the state is re-read when the stored text changed, and a vendor result written between our read and
 *   our write is merged in rather than lost.
 * - memory: nothing is stored (vitest, the HTTP sandbox of `vite preview`).
 */
import { decodeState, emptyState, type DbState } from './model';

export const STORAGE_KEY = 'sandbox_db';

export interface Store {
  readonly persist: boolean;
  /** The saved state, or an empty one (saved data of another version is dropped with a console note). */
  load(): DbState;
  /** True when another page changed the saved state since we last read or wrote it. */
  changedElsewhere(): boolean;
  save(state: DbState): void;
  clear(): void;
}

function storage(): Storage | null {
  try {
    return typeof localStorage !== 'undefined' ? localStorage : null;
  } catch {
    return null;
  }
}

function parse(raw: string): ReturnType<typeof decodeState> {
  try {
    return decodeState(JSON.parse(raw));
  } catch {
    return { ok: false, reason: 'the saved text is not JSON' };
  }
}

export function memoryStore(): Store {
  return { persist: false, load: emptyState, changedElsewhere: () => false, save: () => {}, clear: () => {} };
}

export function localStore(): Store {
  let lastRaw: string | null = null;

  return {
    persist: true,

    load() {
      const store = storage();
      const raw = store?.getItem(STORAGE_KEY) ?? null;
      lastRaw = raw;
      if (raw === null) return emptyState();
      const decoded = parse(raw);
      if (decoded.ok) return decoded.state;
      // Dropped, not repaired: the note says why the developer's borrowers are gone.
      console.info(`[sandbox] saved sandbox data dropped (${decoded.reason}); starting empty`);
      store?.removeItem(STORAGE_KEY);
      lastRaw = null;
      return emptyState();
    },

    changedElsewhere() {
      return (storage()?.getItem(STORAGE_KEY) ?? null) !== lastRaw;
    },

    save(state) {
      const store = storage();
      if (!store) return;
      const current = store.getItem(STORAGE_KEY);
      if (current !== null && current !== lastRaw) {
        const other = parse(current);
        if (other.ok) state.vendorResults = { ...other.state.vendorResults, ...state.vendorResults };
      }
      const raw = JSON.stringify(state);
      try {
        store.setItem(STORAGE_KEY, raw);
        lastRaw = raw;
      } catch {
        // Quota: the sandbox keeps working from memory.
      }
    },

    clear() {
      storage()?.removeItem(STORAGE_KEY);
      lastRaw = null;
    },
  };
}
