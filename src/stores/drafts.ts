import { create } from 'zustand';
import { APP_KEYS, readJson, removeRaw, writeJson } from '@/lib/storage';
import { luhnValid } from '@/utils/card';

/**
 * Unsent form drafts. Each form names the fields its draft keeps (useFormDraft's `fields`); this store
 * is the second line of defence for card data (PCI DSS 3.3.1): whatever a form hands it, it drops
 * card-data field names and any value that looks like a card number, at any depth. Drafts survive
 * reload and session expiry so a borrower who signs in again finds the form as they left it; logout
 * and account deletion remove them, a different phone signing in drops the previous borrower's, and a
 * draft not saved for DRAFT_MAX_AGE_MS is dropped (docs/decisions.md, "Drafts with personal data expire").
 */
export type Draft = Record<string, unknown>;
interface DraftsFile {
  owner: string;
  forms: Record<string, Draft>;
  /** When each form's draft was last saved (ms). */
  at: Record<string, number>;
}

/** A draft older than this is dropped: it holds IIN, names and contacts in plain storage (issue 29 M2). */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/** Field names that may hold a card number, CVC or a one-time code, compared without '_' / '-' and case. */
const SENSITIVE_NAMES = new Set([
  'card',
  'cardno',
  'cardnum',
  'cardnumber',
  'number',
  'pan',
  'cvc',
  'cvc2',
  'cvv',
  'cvv2',
  'code',
  'securitycode',
  'banknumber',
  'bankcvc',
]);

export function isSensitiveName(name: string): boolean {
  return SENSITIVE_NAMES.has(name.replace(/[_\-\s]/g, '').toLowerCase());
}

/**
 * 13 to 19 digits (spaces or dashes allowed) that pass Luhn: a card number whatever its field is called.
 * An IIN (12 digits) and a phone (11) are shorter, so identity and contact drafts are never touched.
 */
export function looksLikeCardNumber(value: string): boolean {
  const digits = value.replace(/[\s-]/g, '');
  return /^\d{13,19}$/.test(digits) && luhnValid(digits);
}

/** Digit runs that may be a card number inside free text ('my card 4111 1111 1111 1111'). */
const DIGIT_RUN = /\d(?:[ -]?\d){12,18}/g;

function clean(value: unknown, depth = 0): unknown {
  if (depth > 8) return undefined;
  if (typeof value === 'string') {
    if (looksLikeCardNumber(value)) return undefined;
    // A card number typed into a free-text field is cut out of the text, the rest kept.
    return value.replace(DIGIT_RUN, (run) => (looksLikeCardNumber(run) ? '' : run));
  }
  if (Array.isArray(value)) return value.map((v) => clean(v, depth + 1)).filter((v) => v !== undefined);
  if (value && typeof value === 'object') {
    const out: Draft = {};
    for (const [k, v] of Object.entries(value)) {
      if (isSensitiveName(k)) continue;
      const c = clean(v, depth + 1);
      if (c !== undefined) out[k] = c;
    }
    return out;
  }
  return value;
}

/** What may be stored of a draft: sensitive names and card-like values removed, at any depth. */
export function stripSensitive(draft: Draft): Draft {
  return clean(draft) as Draft;
}

/**
 * What storage holds, without the drafts too old to keep. A draft saved before drafts had a date (an
 * older app version) is dated now: it gets the full week rather than being lost on the update.
 */
function stored(): DraftsFile | null {
  const f = readJson<Partial<DraftsFile>>(APP_KEYS.drafts);
  if (!f || typeof f !== 'object' || !f.forms || typeof f.forms !== 'object') return null;
  const now = Date.now();
  const forms: Record<string, Draft> = {};
  const at: Record<string, number> = {};
  for (const [id, draft] of Object.entries(f.forms)) {
    const t = f.at && typeof f.at[id] === 'number' ? f.at[id] : now;
    if (now - t > DRAFT_MAX_AGE_MS) continue;
    forms[id] = draft;
    at[id] = t;
  }
  return { owner: typeof f.owner === 'string' ? f.owner : '', forms, at };
}

function load(): DraftsFile {
  const f = stored();
  if (!f) return { owner: '', forms: {}, at: {} };
  // Written back at once, so what expired leaves storage now and not at the next save.
  writeJson(APP_KEYS.drafts, f);
  return f;
}

interface DraftsState extends DraftsFile {
  /**
   * Saves a form's draft. With `owner`, only while that borrower still owns the drafts: a form left
   * open by a borrower who signed out (here or in another tab) cannot write into the next one's.
   * `generated`: values the app made itself (an Idempotency-Key, a payment's ref), never typed, kept as
   * they are: the card-number filter could cut a digit run out of them (a UUID's groups can pass Luhn).
   */
  save: (form: string, draft: Draft, owner?: string, opts?: { generated?: boolean }) => void;
  /** Re-reads storage (another tab changed the drafts). */
  reload: () => void;
  get: (form: string) => Draft | undefined;
  discard: (form: string) => void;
  /** Called on sign-in: a different borrower does not inherit drafts. */
  claim: (owner: string) => void;
  clearAll: () => void;
}

export const useDrafts = create<DraftsState>()((set, get) => {
  const persist = () => {
    const { owner, forms, at } = get();
    writeJson(APP_KEYS.drafts, { owner, forms, at });
  };
  return {
    ...load(),
    save: (form, draft, owner, opts) => {
      const { owner: mine, forms, at } = get();
      // No drafts file while this tab still has an owner: another tab signed out and cleared them (this tab hears
      // of it a moment later), so a form bound to the old owner writes nothing back.
      const current = stored() ?? (mine ? { owner: '', forms: {}, at: {} } : { owner: mine, forms, at });
      if (owner !== undefined && owner !== current.owner) return;
      // Start from what storage holds now: another tab may have changed other forms or the owner.
      set({
        ...current,
        forms: { ...current.forms, [form]: opts?.generated ? { ...draft } : stripSensitive(draft) },
        at: { ...current.at, [form]: Date.now() },
      });
      persist();
    },
    reload: () => set(load()),
    get: (form) => get().forms[form],
    discard: (form) => {
      const forms = { ...get().forms };
      const at = { ...get().at };
      delete forms[form];
      delete at[form];
      set({ forms, at });
      persist();
    },
    claim: (owner) => {
      if (get().owner && get().owner !== owner) set({ forms: {}, at: {} });
      set({ owner });
      persist();
    },
    clearAll: () => {
      removeRaw(APP_KEYS.drafts);
      set({ owner: '', forms: {}, at: {} });
    },
  };
});
