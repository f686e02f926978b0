import { useMemo, useRef, useState } from 'react';
import { useDrafts } from '@/stores/drafts';
import { fnv1a } from '@/utils/fnv';

export function newKey(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

export interface DraftKey {
  /**
   * The Idempotency-Key of one create call: the same across double taps, retries and reloads. With
   * `scope` (what makes the submission this one: an order's amount, term and coupon; a message's text; a
   * payment's amount), another scope than the key was last used for gets a new key: the server answers a
   * repeated key with its first answer whatever the new body says, so a retry after a lost answer must
   * not reuse the key of a submission the borrower has since changed.
   */
  key: (scope?: string) => string;
  /**
   * The body to send with `key`: the one sent with it before, if any (a retry after a lost answer is the same
   * request, or the server answers 422 to a known key with another body), else `body`, kept for the next retry.
   * `replaces`: the server answered the body sent before (it refused it), so this one is sent and kept instead.
   */
  sameBody: <T extends object>(key: string, body: T, replaces?: boolean) => T;
  /** The submission went through: the next one is another, with a new key. */
  renew: () => void;
}

interface Stored {
  key: string;
  /** Fingerprint of the scope the key was last used for. */
  keyFor?: string;
  /** The body first sent with the key. */
  body?: object;
}

/**
 * An Idempotency-Key kept in the drafts store (its own entry, `<id>#key`), so it survives a reload and a
 * session expiry and goes at logout, like the draft it belongs to. useFormDraft holds a form's key with
 * it; a create without a form (the extension fee) uses it directly.
 */
export function useDraftKey(id: string): DraftKey {
  const entry = `${id}#key`;
  // Whose drafts these are: once another borrower owns them (or nobody, after a sign-out) nothing is saved.
  const [owner] = useState(() => useDrafts.getState().owner);
  const state = useRef<(Stored & { entry: string }) | null>(null);
  // Read again for another id (the same screen for another order): never another submission's key.
  if (state.current?.entry !== entry) {
    const saved = useDrafts.getState().get(entry);
    state.current = {
      entry,
      ...(typeof saved?.key === 'string'
        ? {
            key: saved.key,
            ...(typeof saved.keyFor === 'string' ? { keyFor: saved.keyFor } : {}),
            ...(saved.body && typeof saved.body === 'object' ? { body: saved.body } : {}),
          }
        : { key: newKey() }),
    };
  }
  return useMemo(() => {
    const current = () => state.current!;
    const save = () => {
      const { key, keyFor, body } = current();
      useDrafts.getState().save(entry, { key, ...(keyFor !== undefined ? { keyFor } : {}), ...(body ? { body } : {}) }, owner, { generated: true });
    };
    let saved = useDrafts.getState().get(entry) !== undefined;
    return {
      key: (scope) => {
        const s = current();
        const print = scope === undefined ? s.keyFor : fnv1a(scope);
        if (saved && print === s.keyFor) return s.key;
        // Another scope than the key served is another submission (the key made at first serves the first).
        const changed = s.keyFor !== undefined && print !== s.keyFor;
        state.current = {
          entry,
          key: changed ? newKey() : s.key,
          ...(print !== undefined ? { keyFor: print } : {}),
          ...(!changed && s.body ? { body: s.body } : {}),
        };
        save();
        saved = true;
        return state.current.key;
      },
      sameBody: <T extends object>(key: string, body: T, replaces = false): T => {
        const s = current();
        if (s.key === key && s.body && !replaces) return s.body as T;
        if (s.key !== key) return body;
        state.current = { ...s, body };
        save();
        saved = true;
        return body;
      },
      renew: () => {
        state.current = { entry, key: newKey() };
        useDrafts.getState().discard(entry);
        saved = false;
      },
    };
  }, [entry, owner]);
}
