import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['shared/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          // Browser-side modules (storage, hooks) under jsdom: docs/decisions/026-client-unit-tests.md.
          name: 'client',
          include: ['client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          environment: 'node',
          // One PostgreSQL per run; each test file gets its own database cloned from a template.
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'trust',
          include: ['trust/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['server/test/global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
          // The drills start servers and load the machine: one file at a time.
          fileParallelism: false,
        },
      },
    ],
  },
});
