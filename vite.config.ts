/// <reference types="vitest/config" />
import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { sandboxPlugin } from './sandbox/vite-plugin';

const src = fileURLToPath(new URL('./src', import.meta.url));

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
      rollupOptions: {},
    },
    server: { port: 5173, host: true },
    preview: { port: 4173, host: '127.0.0.1' },
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
