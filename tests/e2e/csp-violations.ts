import type { Page } from 'playwright-core';

/**
 * Collects the page's Content-Security-Policy violations into `into` as they happen: its
 * `securitypolicyviolation` events (reported through a binding, so a navigation loses nothing) and Chromium's
 * console messages about refused content. The binding and the init script come from the browser, outside the
 * page's own policy. Call before the page's first navigation; clear with `into.length = 0`.
 */
export async function watchCspViolations(page: Page, into: string[]): Promise<void> {
  await page.exposeFunction('reportCspViolation', (text: string) => into.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'}`);
    });
  });
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) into.push(message.text());
  });
}
