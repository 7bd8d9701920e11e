import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { relayBabel } from './vite.config';

export default defineConfig({
  plugins: [react(), relayBabel()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
    // Limits against a hung test, not speed goals: `npm test` runs this suite beside another one,
    // and on a busy 2-core machine a whole page render can take longer than vitest's 5 s default.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
