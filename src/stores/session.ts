import { create } from 'zustand';
import { clearLogoutKeys, readJson, readRaw, writeJson, writeRaw } from '@/lib/storage';
import { onboardingProgress, type StepInfo } from '@/shared/api/stepInfo';

/** Persisted as `userData` (spec section 3). */
export interface UserData extends Partial<StepInfo> {
  step: number;
  phone?: string;
}

export const EMPTY_USER: UserData = { step: 0 };

interface SessionState {
  token: string;
  userData: UserData;
  setSession: (token: string, phone: string) => void;
  /** Applies the server's step info and recomputes `step` with the spec's rule. */
  applyStepInfo: (info: StepInfo) => void;
  /** Clears the spec's logout keys and the in-memory session. */
  reset: () => void;
}

function loadUser(): UserData {
  const u = readJson<Partial<UserData>>('userData');
  if (!u || typeof u !== 'object') return { ...EMPTY_USER };
  return { ...u, step: typeof u.step === 'number' ? u.step : 0 };
}

export const useSession = create<SessionState>()((set, get) => ({
  token: readRaw('token') ?? '',
  userData: loadUser(),
  setSession: (token, phone) => {
    writeRaw('token', token);
    const userData = { ...EMPTY_USER, phone };
    writeJson('userData', userData);
    set({ token, userData });
  },
  applyStepInfo: (info) => {
    const merged: UserData = { ...get().userData, ...info };
    merged.step = onboardingProgress(merged).step;
    writeJson('userData', merged);
    set({ userData: merged });
  },
  reset: () => {
    clearLogoutKeys();
    set({ token: '', userData: { ...EMPTY_USER } });
  },
}));

export const useIsLoggedIn = (): boolean => useSession((s) => s.token !== '');

export type OtherTabChange = 'signedIn' | 'signedOut' | 'switched';

/**
 * Another tab signed in, signed out (logout, deletion, session end) or signed in as someone else: this
 * tab's session follows the stored one, and `onChange` says which happened (the session module clears
 * caches and moves the screen). Drafts changed by another tab are re-read.
 */
export function syncSessionAcrossTabs(onChange: (change: OtherTabChange) => void = () => {}): () => void {
  const onStorage = (e: StorageEvent) => {
    // Loaded here on use: the drafts store (and its card-number check) stays out of the first screen's chunk.
    if (e.key === 'drafts' || e.key === null) void import('@/stores/drafts').then((m) => m.useDrafts.getState().reload());
    if (e.key !== 'token' && e.key !== null) return;
    const token = readRaw('token') ?? '';
    const before = useSession.getState().token;
    if (token === before) return;
    useSession.setState({ token, userData: token ? loadUser() : { ...EMPTY_USER } });
    onChange(!token ? 'signedOut' : !before ? 'signedIn' : 'switched');
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}
