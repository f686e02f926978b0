/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import { sandboxPlugin } from './sandbox/vite-plugin';

const src = fileURLToPath(new URL('./src', import.meta.url));

/** The hosting config's security headers, so the browser suite runs under the policy that ships. */
export function hostingHeaders(): Record<string, string> {
  const conf = readFileSync(new URL('./deploy/nginx.conf', import.meta.url), 'utf8');
  const out: Record<string, string> = {};
  for (const m of conf.matchAll(/add_header ([\w-]+) "([^"]+)" always;/g)) out[m[1]!] = m[2]!;
  delete out['Strict-Transport-Security']; // not over plain-HTTP localhost
  return out;
}

export default defineConfig(({ mode }) => {
  const vars = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    base: '/',
    plugins: [react(), sandboxPlugin({ mocksInBundle: vars.VITE_USE_MOCKS === 'true' })],
    resolve: { alias: { '@': src } },
    build: {
      target: 'es2020',
      sourcemap: false,
      // The sandbox (msw + fake data) only enters a bundle built with mocks on.
      manifest: true,
    },
    server: { port: 5173, host: true },
    preview: { port: 4173, host: '127.0.0.1', strictPort: true, headers: hostingHeaders() },
    test: {
      environment: 'jsdom',
      setupFiles: ['./tests/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}', 'sandbox/**/*.test.ts'],
      restoreMocks: true,
      testTimeout: 15_000,
      pool: 'threads',
    },
  };
});
