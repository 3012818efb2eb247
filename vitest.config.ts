import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Three test files at a time. Vitest's default on 2 cores is one (cores - 1), which leaves a
    // core idle while a server test file waits on PostgreSQL, on fsync or on its own timers (the
    // sign-in delay, the session cache's TTL) (docs/trust.md, "CI's 20 minutes").
    maxWorkers: 3,
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
          // The files of a worker share their imports (the app, Better Auth, Drizzle, Zod): each
          // file re-importing them cost a third of the run's CPU. Nothing a file checks lives in
          // module state: each builds its own app on its own database (server/test/test-app.ts).
          isolate: false,
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
