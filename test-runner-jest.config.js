import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// @storybook/test-runner's Jest configuration, pointed at Debian's Chromium (no browser download here).
const base = getJestConfig();

const own = (file) => new URL(`./.storybook/${file}`, import.meta.url).pathname;
const runnerSetup = base.setupFilesAfterEnv.findIndex((file) => file.endsWith('/playwright/jest-setup.js'));
if (runnerSetup < 0)
  throw new Error('@storybook/test-runner no longer has playwright/jest-setup.js: see .storybook/test-runner-setup.js');

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
  // The runner's setup file, replaced by a lighter one that sets the same globals (.storybook/test-runner-setup.js).
  setupFilesAfterEnv: base.setupFilesAfterEnv.with(runnerSetup, own('test-runner-setup.js')),
  // The runner's environment, keeping one page per worker (.storybook/test-runner-environment.js).
  testEnvironment: own('test-runner-environment.js'),
  // The harness's title (tests/storybook-harness) has no story tagged 'test', and the runner still makes a test file
  // for it with one skipped placeholder: only the harness's own run (STORYBOOK_HARNESS=1) keeps that file.
  testPathIgnorePatterns: [
    '/node_modules/',
    ...(process.env.STORYBOOK_HARNESS === '1' ? [] : ['/harness-broken\\.test\\.js$']),
  ],
  testEnvironmentOptions: {
    'jest-playwright': {
      ...base.testEnvironmentOptions['jest-playwright'],
      browsers: ['chromium'],
      launchOptions: { executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS },
    },
  },
};
