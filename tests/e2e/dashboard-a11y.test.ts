import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './chromium.ts';
import { createUser, logIn, newUser, openPage } from './helpers.ts';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  nodes: string[];
}

/** Runs axe on the whole page; evaluated through the debugging protocol (the CSP refuses inline scripts). */
async function axeViolations(page: Page): Promise<Violation[]> {
  if (!(await page.evaluate(() => 'axe' in globalThis))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const { axe } = globalThis as unknown as {
      axe: {
        run: () => Promise<{
          violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
        }>;
      };
    };
    const result = await axe.run();
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
}

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
