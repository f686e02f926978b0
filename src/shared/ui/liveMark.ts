/**
 * On a button a drawn first screen shows (the landing pages' back button and language switch): present
 * once React has taken the button over and answers its taps (`useLiveMark`). Before that, index.html's
 * script keeps a tap on it, and src/app/earlyTap.ts clicks it once the mark is there. A plain attribute
 * the app renders itself, not React's internals. No imports: the build reads it in Node.
 */
export const LIVE_ATTR = 'data-live';
