import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './axe.ts';
import { launchChromium } from './chromium.ts';
import { createUser, logIn, newUser, openPage } from './helpers.ts';

/** The dashboard after login: no serious or critical axe finding once its data is in. */
describe('the dashboard after login', () => {
  let browser: Browser;
  // A saved robot config: the login lands on the dashboard (a first login goes to /wechat).
  const member = newUser('dasha11y');

  beforeAll(async () => {
    browser = await launchChromium();
    await createUser(member, { withConfig: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('has no serious or critical axe violations once it has settled', async () => {
    const page = await openPage(browser);
    await logIn(page, member);
    // The login goes to /dashboard, which redirects to its default child once the console has the user's info.
    await page.waitForURL((url) => url.pathname === '/weassit/dashboard/main');
    // Settled: the robot's status and the notices are in, nothing on the page is still loading.
    await page.locator('output[data-status]').waitFor();
    await page.getByRole('heading', { name: '系统公告', level: 2 }).waitFor();
    await expect.poll(() => page.locator('[aria-busy="true"]').count()).toBe(0);
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);

    const violations = await axeViolations(page);
    const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(severe).toEqual([]);
    // Named on purpose: an image role without a name (e.g. a dangling aria-labelledby) is never acceptable here.
    expect(violations.map((v) => v.id)).not.toContain('role-img-alt');
    await page.context().close();
  });
});
