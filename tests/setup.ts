import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { db, server } from './msw-server';
import { useSession } from '@/stores/session';
import { useDrafts } from '@/stores/drafts';
import { reloadConfigFromCache } from '@/stores/config';
import { useToastStore } from '@/shared/ui/toastStore';
import { resetSessionExpiry } from '@/lib/http-hooks';
import { failOnMissingKeys, recordMissingKeys } from './missingKeys';
import './dialogPolyfill';

// jsdom has no layout: window.scrollTo only logs 'Not implemented'. The shell's scroll restoring is checked in the browser suite.
window.scrollTo = (() => {}) as typeof window.scrollTo;

// Lazy routes wait for their code and the language's texts: on a busy 2-core CI machine a screen can take
// longer than Testing Library's 1 s default to appear, the more so with a Vitest worker on each core while
// the main thread transforms a file's first lazy route (3 s was missed there). What is waited for is unchanged.
configure({ asyncUtilTimeout: 5000 });

// A test that renders (or otherwise looks up) a text missing from locales/ fails, naming it.
recordMissingKeys();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
  db.reset();
  localStorage.clear();
  sessionStorage.clear();
  // In-memory stores mirror storage; start every test from a fresh browser.
  useSession.setState({ token: '', userData: { step: 0 } });
  useDrafts.setState({ owner: '', forms: {} });
  useToastStore.setState({ toasts: [] });
  reloadConfigFromCache();
  resetSessionExpiry();
  failOnMissingKeys();
});
afterAll(() => server.close());
