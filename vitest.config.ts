import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defaultClientConditions } from 'vite';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The Vitest suites that `npm test` (scripts/test-all.mjs) runs: unit (contract, ui and console logic in
 * happy-dom), server (Fastify through inject and a real process, on SQLite, and on PostgreSQL when
 * TEST_DATABASE_URL is set), e2e (the built console and the real server in Debian's Chromium), package
 * (what `npm pack` of @weassit/ui ships, and the console's built CSS), robot (the real upstream robot plugin
 * against the real server: scripts/test-robot.mjs installs it first), scale-out (two servers, one PostgreSQL, Mosquitto) and harness (proves the Storybook test-runner fails broken stories). Stories themselves run in @storybook/test-runner.
 */
/**
 * Server tests that measure another tenant's event-loop delay while one tenant's worst case runs (decision 025):
 * their own project and stage, one file at a time with the machine nearly to themselves, because a step that
 * blocks 50 ms on a quiet core measures over 100 ms beside four other busy stages.
 */
const COST_FILES = [
  'apps/server/test/cost.test.ts',
  'apps/server/test/robot-reads.test.ts',
  'apps/server/test/large-lists.test.ts',
  'apps/server/test/contacts-load.test.ts',
  'apps/server/test/rss.test.ts',
  'apps/server/test/message-history-load.test.ts',
  'apps/server/test/message-stats-load.test.ts',
];

export default defineConfig({
  // vanilla-extract compiles .css.ts files with its own Vite server, configured from this file's top level
  // (not from a project): a console stylesheet importing '@weassit/ui/css' resolves to the sources there too,
  // so unit tests need no package build. Projects do not inherit this.
  // No 'module' condition here: the server project's externals resolve through it too, and packages such as
  // the AWS SDK list a 'module' build whose extensionless imports Node cannot load.
  environments: { ssr: { resolve: { conditions: ['@weassit/source', 'node', 'development|production'] } } },
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin()],
        resolve: { conditions: ['@weassit/source', ...defaultClientConditions] },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          // One happy-dom per worker, each file still in its own VM context: creating the environment per file
          // was half of this project's time (90 files, 39 s of 101 s).
          pool: 'vmThreads',
          include: [
            'packages/*/src/**/*.test.{ts,tsx}',
            'apps/console/src/**/*.test.{ts,tsx}',
            'apps/console/build/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          // One worker process per core, each file in a fresh VM context of it (its own module registry, so vi.mock
          // stays per file) instead of a new process per file: starting a process and importing the server into it
          // was a quarter of this suite's time (SQLite pass alone: 302 → 248 CPU-seconds, 164 → 137 s).
          pool: 'vmForks',
          include: ['apps/server/test/**/*.test.ts'],
          // Restarting PostgreSQL under a server: the PostgreSQL pass only (it brings its own cluster; once is enough).
          exclude: [
            ...configDefaults.exclude,
            ...COST_FILES,
            ...(process.env.TEST_DATABASE_URL ? [] : ['apps/server/test/faults-postgres.test.ts']),
          ],
          // Every test copies the template database this migrates once (its own SQLite file or PostgreSQL
          // database), so files run side by side on both databases.
          globalSetup: ['apps/server/test/global-setup.ts'],
          // npm test runs this suite beside other stages: a test that starts server processes (crash, process,
          // migrations) took over 20 s on the busy 2-core machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'cost',
          environment: 'node',
          include: COST_FILES,
          globalSetup: ['apps/server/test/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'package',
          environment: 'node',
          include: ['tests/package/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'robot',
          environment: 'node',
          include: ['tests/robot-compat/**/*.test.ts'],
          testTimeout: 60_000,
          // A file's set-up starts a server and a robot and waits until it is logged in (ROBOT_START_MS).
          hookTimeout: 150_000,
        },
      },
      {
        test: {
          // `npm start` twice on a clean copy of the tree: the README's set-up, day one and day two.
          name: 'start',
          environment: 'node',
          include: ['tests/start/**/*.test.ts'],
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'harness',
          environment: 'node',
          include: ['tests/storybook-harness/**/*.test.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          // Two server processes on one PostgreSQL (TEST_DATABASE_URL) and a Mosquitto with its auth plugin, and
          // the upstream robot plugin behind that Mosquitto (tests/robot-compat's packages).
          name: 'scale-out',
          environment: 'node',
          include: ['tests/scale-out/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
