// @storybook/test-runner's Jest environment, with one page per worker instead of one per test file.
// The runner makes a test file per story title (98 of them) and its environment opens a fresh browser context for
// each: a new renderer process that loads and compiles the whole preview bundle and every chunk a story needs
// again, which was most of a file's cost. The runner already tests all the stories of a title one after another
// on one page (each story renders from scratch through Storybook's own story switch), so the next title's stories
// continue on that page just as safely. Jest loads this module once per worker process, which is what keeps the
// page between files.
import { setupPage } from '@storybook/test-runner';
import PlaywrightEnvironment from '@storybook/test-runner/dist/jest-playwright-entries/test-environment.js';

/** This worker's browser connection, context and page, opened by its first test file. */
let shared;

export default class StoryEnvironment extends PlaywrightEnvironment {
  async setup() {
    const reuse = shared !== undefined && !shared.page.isClosed();
    if (reuse) {
      // The runner's set-up without its connection, context and page: the ones below stand in for them.
      const options = this._config.testEnvironmentOptions;
      this._config = {
        ...this._config,
        testEnvironmentOptions: {
          ...options,
          'jest-playwright': { ...options['jest-playwright'], skipInitialization: true },
        },
      };
    }
    await super.setup();
    if (!reuse) {
      await setupPage(this.global.page, this.global.context);
      shared = { browser: this.global.browser, context: this.global.context, page: this.global.page };
    }
    Object.assign(this.global, shared);
  }

  async teardown() {
    // Keeps the connection (and so the page) for the worker's next file; the browser goes when the run ends.
    this.global.browser = undefined;
    await super.teardown();
  }
}
