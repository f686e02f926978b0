import { APP_KEYS, removeRaw } from '@/lib/storage';

/**
 * Forgetting what is kept (src/shared/offline/keep.ts), apart from it: the session module calls this at every
 * session end, and a screen that never keeps anything (a landing page) does not load the keeping code for it.
 */
let alsoForget: () => void = () => {};

/** The keeping code's own part of forgetting (a pending write, what it restored), once it is loaded. */
export function onForget(run: () => void): void {
  alsoForget = run;
}

/** Drops what is kept, the answers and the screens' copies (the session ended); a write still pending is cancelled. */
export function forgetKept(): void {
  alsoForget();
  removeRaw(APP_KEYS.kept);
  removeRaw(APP_KEYS.keptScreen);
}
