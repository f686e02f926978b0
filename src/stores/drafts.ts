import { create } from 'zustand';
import { APP_KEYS, readJson, removeRaw, writeJson } from '@/lib/storage';

/**
 * Unsent form drafts (non-sensitive fields only: never card number or CVC). They survive reload and
 * session expiry so a borrower who signs in again finds the form as they left it; logout and account
 * deletion remove them, and a different phone signing in drops the previous borrower's drafts.
 */
type Draft = Record<string, unknown>;
interface DraftsFile {
  owner: string;
  forms: Record<string, Draft>;
}

const FORBIDDEN_FIELD = /card.?number|cvc|cvv|pan|bankNumber|bankCVC/i;

function strip(draft: Draft): Draft {
  const out: Draft = {};
  for (const [k, v] of Object.entries(draft)) if (!FORBIDDEN_FIELD.test(k)) out[k] = v;
  return out;
}

function load(): DraftsFile {
  const f = readJson<DraftsFile>(APP_KEYS.drafts);
  return f && typeof f === 'object' && f.forms ? f : { owner: '', forms: {} };
}

interface DraftsState extends DraftsFile {
  save: (form: string, draft: Draft) => void;
  get: (form: string) => Draft | undefined;
  discard: (form: string) => void;
  /** Called on sign-in: a different borrower does not inherit drafts. */
  claim: (owner: string) => void;
  clearAll: () => void;
}

export const useDrafts = create<DraftsState>()((set, get) => {
  const persist = () => {
    const { owner, forms } = get();
    writeJson(APP_KEYS.drafts, { owner, forms });
  };
  return {
    ...load(),
    save: (form, draft) => {
      set({ forms: { ...get().forms, [form]: strip(draft) } });
      persist();
    },
    get: (form) => get().forms[form],
    discard: (form) => {
      const forms = { ...get().forms };
      delete forms[form];
      set({ forms });
      persist();
    },
    claim: (owner) => {
      if (get().owner && get().owner !== owner) set({ forms: {} });
      set({ owner });
      persist();
    },
    clearAll: () => {
      removeRaw(APP_KEYS.drafts);
      set({ owner: '', forms: {} });
    },
  };
});
