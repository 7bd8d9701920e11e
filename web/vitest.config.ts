import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { relayBabel } from './vite.config';

export default defineConfig({
  plugins: [react(), relayBabel()],
  test: {
    environment: 'jsdom',
    setupFiles: ['./test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
  },
});
