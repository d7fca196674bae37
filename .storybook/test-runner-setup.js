// Takes the place of @storybook/test-runner's own setup file (playwright/jest-setup.js). Jest evaluates a setup
// file again in every test file, one per story title (98 of them), and the runner's file imports its whole Node
// entry (Storybook's server internals, Babel) only to set the four globals below: that was most of a test file's
// fixed cost. The generated tests read exactly these globals; the rest of the runner's set-up (the page, its
// `__test` script) lives in its test environment, which Jest loads once per worker.
import config from './test-runner.ts';

config.setup?.();
globalThis.__sbPreVisit = config.preVisit;
globalThis.__sbPostVisit = config.postVisit;
// Only used to set a page up again after a story navigated away; rare enough to load the runner for.
globalThis.__sbSetupPage = async (page, context) => (await import('@storybook/test-runner')).setupPage(page, context);
globalThis.__sbCollectCoverage = false;
