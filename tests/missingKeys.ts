import { onMissingKey, type MissingKey } from '@/lib/i18n';

const found: MissingKey[] = [];

/** Records every key t() does not find from now on (the one i18next instance of this test file). */
export function recordMissingKeys(): void {
  onMissingKey((missing) => found.push(missing));
}

/** What was recorded since the last take, and forgets it. */
export function takeMissingKeys(): MissingKey[] {
  return found.splice(0);
}

/**
 * Fails (the test it runs after, from tests/setup.ts) when a text was looked up that its language does
 * not have: the borrower would read the raw key. Names each as 'lng ns:key'.
 */
export function failOnMissingKeys(): void {
  const missing = takeMissingKeys();
  if (missing.length === 0) return;
  const names = [...new Set(missing.map((m) => `${m.lng} ${m.ns}:${m.key}`))];
  throw new Error(`Texts missing from locales/ (shown as raw keys): ${names.join(', ')}`);
}
