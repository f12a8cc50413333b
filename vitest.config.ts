import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
          setupFiles: ['tests/unit/setup.ts'],
          // Typing through user-event with the lists' debounce takes a few seconds on a loaded
          // 2-core CI machine; the default 5 s made such tests fail there without a defect.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page load on a loaded 2-core CI machine can take several seconds; the default
          // one-second poll failed there on a form still loading, without a defect.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        test: {
          name: 'performance',
          include: ['tests/performance/**/*.test.ts'],
          environment: 'node',
          testTimeout: 300_000,
          // Seeds the large data set (about 2 minutes) before the EXPLAIN checks.
          hookTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/reliability/support/globalSetup.ts'],
          // One file at a time: the durability and load checks measure a server that has the
          // machine to itself.
          fileParallelism: false,
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
