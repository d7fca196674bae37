import { getJestConfig } from '@storybook/test-runner';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/chromium.mjs';

// @storybook/test-runner's Jest configuration, pointed at Debian's Chromium (no browser download here).
const base = getJestConfig();

/** @type {import('@jest/types').Config.InitialOptions} */
export default {
  ...base,
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
