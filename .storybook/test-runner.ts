import { createRequire } from 'node:module';
import type { TestRunnerConfig } from '@storybook/test-runner';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface A11yParameters {
  test?: 'error' | 'todo' | 'off';
  disable?: boolean;
  config?: { rules?: { id: string; enabled: boolean }[] };
  options?: Record<string, unknown>;
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

// Every story is tested three ways in Chromium:
// 1. its play function (the test-runner's own test);
// 2. axe in the light theme: @storybook/addon-a11y with parameters.a11y.test = 'error' runs it after render;
// 3. axe again in the dark theme, here, after the play function has left the story in its final state, with the
//    rules a theme can change (THEME_RULES): the rest judge structure, which the light pass has checked;
// and stories tagged 'visual' are compared with a committed screenshot of the story canvas.
/** The axe rules whose verdict depends on colours: the only ones a switch to the dark theme can change. */
const THEME_RULES = ['color-contrast', 'link-in-text-block'];

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

// The runner's own getStoryContext and waitForPageReady, written out: importing them would load the runner's
// whole Node entry into every test file (test-runner-setup.js says why that matters).
const getStoryContext = (page: Page, context: { id: string }) =>
  page.evaluate(
    ({ storyId }) =>
      (
        globalThis as unknown as {
          __getContext: (id: string) => { parameters: Record<string, unknown>; tags: string[] };
        }
      ).__getContext(storyId),
    { storyId: context.id },
  );

async function waitForPageReady(page: Page) {
  await page.waitForLoadState('domcontentloaded');
  await page.waitForLoadState('load');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

const config: TestRunnerConfig = {
  // Stories are tested without animations and transitions. A dialog that fades in is at opacity 0 until the next
  // frame, so on a loaded machine `toBeVisible` right after it opens sees an invisible dialog, and axe measures
  // colours half-way through a theme transition. Behaviour does not depend on them: react-aria finishes its
  // entering and exiting states at once when an element has no animation. The e2e tests keep them on.
  async preVisit(page) {
    await page.evaluate((css) => {
      if (document.getElementById('weassit-no-motion')) return;
      const style = document.createElement('style');
      style.id = 'weassit-no-motion';
      style.textContent = css;
      document.head.append(style);
    }, '*, *::before, *::after { animation: none !important; transition: none !important; }');
  },
  async postVisit(page, context) {
    // The runner calls this after a failed play too: checking the half-run story would replace the play's
    // own error with a screenshot or axe finding that says nothing of the cause.
    if (context.hasFailure) return;
    const storyContext = await getStoryContext(page, context);
    const a11y = (storyContext.parameters.a11y ?? {}) as A11yParameters;

    if (storyContext.tags.includes('visual')) {
      await waitForPageReady(page);
      const image = await page.locator('#storybook-root').screenshot({ animations: 'disabled' });
      // Loaded here, for the few files with a visual story, rather than in every test file.
      const { toMatchImageSnapshot } = await import('jest-image-snapshot');
      expect.extend({ toMatchImageSnapshot });
      expect(image).toMatchImageSnapshot({
        // Compared in this process rather than in a child Node process per screenshot.
        runInProcess: true,
        customSnapshotsDir: `${process.cwd()}/__image_snapshots__`,
        customSnapshotIdentifier: context.id,
        failureThreshold: 0.001,
        failureThresholdType: 'percent',
      });
    }

    if (a11y.disable || a11y.test === 'off' || a11y.test === 'todo') return;
    const disabled = new Set((a11y.config?.rules ?? []).filter((r) => !r.enabled).map((r) => r.id));
    const themeRules = THEME_RULES.filter((id) => !disabled.has(id));
    if (themeRules.length === 0) return;
    await page.evaluate(() => {
      const dark = (globalThis as unknown as { __weassitDarkTheme: string }).__weassitDarkTheme;
      document.documentElement.classList.add(dark);
    });
    if (!(await page.evaluate(() => 'axe' in globalThis))) await page.addScriptTag({ path: AXE_PATH });
    const violations = await page.evaluate(
      async ({ rules, options }) => {
        const axe = (globalThis as unknown as { axe: { run: (...a: unknown[]) => Promise<unknown> } }).axe;
        const result = (await axe.run(document.body, {
          ...options,
          runOnly: { type: 'rule', values: rules },
        })) as { violations: AxeViolation[] };
        return result.violations;
      },
      { rules: themeRules, options: a11y.options ?? {} },
    );
    const summary = violations.map((v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect({ darkThemeAxeViolations: summary }).toEqual({ darkThemeAxeViolations: [] });
  },
};

export default config;
