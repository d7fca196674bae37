import { type Browser, chromium } from 'playwright-core';
import { inject } from 'vitest';

/**
 * The run's one Chromium (started by global-setup.ts), connected to afresh by each test file: the file's contexts
 * and pages are its own, and `browser.close()` ends only this connection and what it opened. One browser for
 * all files saves a Chromium start per file.
 */
export async function launchChromium(): Promise<Browser> {
  return chromium.connect(inject('chromiumEndpoint'));
}
