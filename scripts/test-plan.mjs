// The stages of `npm test` (scripts/test-all.mjs runs them): what each runs, what it needs first (`after`) and
// how many cores it keeps busy (`cores`), which is what lets the runner overlap stages without overloading the
// machine. Why stages may overlap at all (docs/decisions/024-parallel-test-stages.md): each one brings its own
// state — its own server process on a free port, its own data folder, its own PostgreSQL cluster or database,
// its own Storybook server — so nothing one stage does is seen by another; the only shared things are the build
// outputs, which a stage reads only after the stage that writes them (`after`).
import fs from 'node:fs';
import path from 'node:path';
import { runLogged as exec, ROOT } from './lib.mjs';
import { ensureRobotDeps } from './robot-deps.mjs';

export const RESULTS = path.join(ROOT, '.test-results');
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const pgInstalled = fs.existsSync('/usr/lib/postgresql');
const isRoot = process.getuid?.() === 0;
const mosquittoReady = fs.existsSync(process.env.MOSQUITTO_PATH ?? '/usr/sbin/mosquitto');

/** A step with no test counts of its own: one passed or one failed. */
const check =
  (name, command, args, env) =>
  async ({ log }) => {
    const code = await exec(command, args, { log, env });
    return [{ name, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 }];
  };

/** Counts from a Jest-shaped JSON file (Vitest and Jest both write one); failures that report no test count. */
function counts(name, code, file) {
  let passed = 0;
  let failed = 0;
  if (fs.existsSync(file)) {
    const json = JSON.parse(fs.readFileSync(file, 'utf8'));
    passed = json.numPassedTests;
    failed = json.numFailedTests + (json.numRuntimeErrorTestSuites ?? 0);
  }
  // A runner that failed without reporting a failed test (crash, no results, a suite that did not load).
  if (code !== 0 && failed === 0) failed = 1;
  if (code === 0 && passed === 0) failed += 1; // a suite that ran nothing proves nothing
  return [{ name, passed, failed }];
}

/**
 * A Vitest project as a stage (only `files` of it when given), with `workers` files at a time. `wrap` runs it
 * inside another command (scripts/with-postgres.sh, which gives it a throwaway PostgreSQL cluster).
 */
const vitest =
  (name, project, { env, wrap = [], file = project, workers = 2, files = [] } = {}) =>
  async ({ log }) => {
    const json = path.join(RESULTS, `${file}.json`);
    const args = [
      'run',
      '--project',
      project,
      `--maxWorkers=${workers}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile=${json}`,
      ...files,
    ];
    const [command, ...rest] = [...wrap, bin('vitest'), ...args];
    const code = await exec(command, rest, { log, env });
    return counts(name, code, json);
  };

const withPostgres = path.join(ROOT, 'scripts/with-postgres.sh');

/** The server suite on PostgreSQL: the server in TEST_DATABASE_URL, or a throwaway cluster of its own. */
function postgresStage(name, project, file, options = {}) {
  if (process.env.TEST_DATABASE_URL) return vitest(name, project, { ...options, file });
  if (pgInstalled && isRoot) return vitest(name, project, { ...options, wrap: [withPostgres], file });
  return null;
}

const robotInstall = async ({ log }) => {
  const code = await ensureRobotDeps({ log });
  return [{ name: 'robot packages installed', passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 }];
};

const serverPg = postgresStage('vitest: server (PostgreSQL)', 'server', 'server-pg');
const costPg = postgresStage('vitest: cost (PostgreSQL)', 'cost', 'cost-pg', {
  workers: 1,
  files: ['message-stats-load', 'message-history-load', 'robot-reads', 'contacts-load'],
});
const scaleOut =
  (mosquittoReady || process.env.CI) &&
  (postgresStage('vitest: scale-out (PostgreSQL, Mosquitto)', 'scale-out', 'scale-out') ??
    (process.env.CI ? vitest('vitest: scale-out', 'scale-out') : null));

const stories = async ({ log }) => {
  const json = path.join(RESULTS, 'stories.json');
  const code = await exec(process.execPath, ['scripts/test-storybook.mjs', '--json', json], { log });
  return counts('storybook test-runner (play functions, axe, screenshots)', code, json);
};

const build = async ({ log }) => {
  const steps = [
    ['npm', ['run', 'build', '--silent']],
    // The Storybook the stories run on: the test build (.storybook/main.ts), with the harness's stories.
    [bin('storybook'), ['build', '-o', 'storybook-static', '--quiet'], { STORYBOOK_TEST_BUILD: '1' }],
  ];
  for (const [command, args, env] of steps) {
    const code = await exec(command, args, { log, env });
    if (code !== 0) return [{ name: 'build (ui package, console, Storybook)', passed: 0, failed: 1 }];
  }
  return [{ name: 'build (ui package, console, Storybook)', passed: 1, failed: 0 }];
};

/**
 * The stages in priority order: when cores are short, the first waiting stage in this list starts first. The
 * stages that mostly wait start at once and run beside everything: the robot suites (paced by the plugin) and the
 * PostgreSQL pass (database round trips). Then the longest chain (build, screenshots, e2e: about one core for most
 * of the run), beside which the stories and the other suites fill the rest. `cores` is what a stage keeps busy on
 * average, measured on the 2-core machine (decision 024); the stages' cores may add up to 1.25 × the machine's
 * (test-all.mjs).
 */
export const stages = [
  // The upstream robot plugin's packages (~500 MB, tests/robot-compat): mostly waiting on the registry.
  { id: 'robot-install', name: 'robot packages (tests/robot-compat)', cores: 0.25, run: robotInstall },
  // The real upstream robot plugin against the real server: its own server per file, idle most of the time (the
  // plugin paces its sends), so it runs beside everything else from the start.
  {
    id: 'robot',
    name: 'vitest: robot',
    after: ['robot-install'],
    cores: 0.25,
    run: vitest('vitest: robot', 'robot', { workers: 2 }),
  },
  // Two server processes on one PostgreSQL and Mosquitto with tools/mosquitto-http-auth, and the upstream robot
  // plugin behind it. In CI it always runs, so a missing part fails it with what to install.
  ...(scaleOut
    ? [{ id: 'scale-out', name: 'vitest: scale-out', after: ['robot-install'], cores: 0.25, run: scaleOut }]
    : []),
  { id: 'build', name: 'build (ui package, console, Storybook)', cores: 1.5, run: build },
  // Waits on PostgreSQL round trips much of the time (about 60 % of two cores when alone): it starts beside the
  // build and fills what the other stages leave.
  ...(serverPg ? [{ id: 'server-pg', name: 'vitest: server (PostgreSQL)', cores: 0.75, run: serverPg }] : []),
  // The landing page's console screenshots, shot again from this build with seeded demo data (the build's copies
  // are replaced, before e2e serves the build; the committed ones stay): fails when a page it shoots errors.
  {
    id: 'screenshots',
    name: 'landing screenshots (npm run screenshots)',
    after: ['build'],
    cores: 1,
    run: check('landing screenshots (npm run screenshots)', process.execPath, [
      'scripts/landing-screenshots.mjs',
      '--out',
      'apps/console/dist/landing',
    ]),
  },
  // The longest chain (build, screenshots, e2e), so it starts first. One file at a time on one server (the files
  // share its sign-up rate limit); about one core, so the stages below run beside it.
  {
    id: 'e2e',
    name: 'vitest: e2e',
    after: ['screenshots'],
    cores: 1,
    run: vitest('vitest: e2e', 'e2e', { workers: 1 }),
  },
  // Two runner workers, each a Jest process and a Chromium page: up to two cores, about one beside e2e.
  {
    id: 'stories',
    name: 'storybook test-runner (play functions, axe, screenshots)',
    after: ['build'],
    cores: 1,
    run: stories,
  },
  // Off every chain: whenever there is room.
  { id: 'typecheck', name: 'typecheck (tsc -b)', cores: 0.75, run: check('typecheck (tsc -b)', bin('tsc'), ['-b']) },
  { id: 'unit', name: 'vitest: unit', cores: 1.25, run: vitest('vitest: unit', 'unit') },
  {
    id: 'server',
    name: 'vitest: server',
    cores: 1.25,
    run: vitest('vitest: server', 'server', { file: 'server-sqlite' }),
  },
  {
    id: 'lint',
    name: 'lint and format (biome)',
    cores: 0.5,
    run: check('lint and format (biome)', bin('biome'), ['ci', '.']),
  },
  {
    id: 'lockfile',
    name: 'lockfile complete for npm ci',
    cores: 0.25,
    run: check('lockfile complete for npm ci', process.execPath, ['scripts/check-lockfile.mjs']),
  },
  // The README's `npm start`, twice, on a clean copy of the tree (it builds the console there itself).
  { id: 'start', name: 'vitest: start', cores: 1, run: vitest('vitest: start', 'start', { workers: 1 }) },
  // The console's first-visit budgets: a route that outgrows them fails here, not in a note.
  {
    id: 'bundle',
    name: 'bundle budgets (bench:bundle)',
    after: ['build'],
    cores: 0.25,
    run: check('bundle budgets (bench:bundle)', process.execPath, ['scripts/bench-bundle.mjs']),
  },
  { id: 'package', name: 'vitest: package', after: ['build'], cores: 1, run: vitest('vitest: package', 'package') },
  // Proves on the same Storybook build that a broken story fails the runner.
  { id: 'harness', name: 'vitest: harness', after: ['build'], cores: 0.5, run: vitest('vitest: harness', 'harness') },
  // The tests that measure another tenant's event-loop delay (decision 025), on SQLite, last and with nearly the
  // whole machine: a step that blocks 50 ms on a quiet core measures over 100 ms beside other busy stages.
  { id: 'cost', name: 'vitest: cost', cores: 2, run: vitest('vitest: cost', 'cost', { workers: 1 }) },
  // The findings whose cost is in SQL (the replies count, 消息记录 search and export, the robot's reads by name,
  // contact search and clear) once more on PostgreSQL, where the queries and the search path differ.
  ...(costPg ? [{ id: 'cost-pg', name: 'vitest: cost (PostgreSQL)', cores: 2, run: costPg }] : []),
];

if (!serverPg) {
  if (process.env.CI) {
    stages.push({
      id: 'server-pg',
      name: 'vitest: server (PostgreSQL)',
      cores: 0,
      run: async () => [{ name: 'vitest: server (PostgreSQL): PostgreSQL is not installed', passed: 0, failed: 1 }],
    });
  } else {
    console.warn('Note: the server suite will not run on PostgreSQL (apt-get install -y postgresql, run as root).');
  }
}
if (!scaleOut) console.warn('Note: the scale-out suite will not run (needs PostgreSQL and Mosquitto: see .ci/run).');
