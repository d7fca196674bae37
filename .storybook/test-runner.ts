import { getStoryContext, type TestRunnerConfig, waitForPageReady } from '@storybook/test-runner';
import { toMatchImageSnapshot } from 'jest-image-snapshot';

// axe: with @storybook/addon-a11y and parameters.a11y.test = 'error', the test-runner checks every story.
// Visual regression: stories tagged 'visual' are compared with a committed screenshot of the story canvas.
const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },
  async postVisit(page, context) {
    const storyContext = await getStoryContext(page, context);
    if (!storyContext.tags.includes('visual')) return;
    await waitForPageReady(page);
    await page.evaluate(() => document.fonts.ready);
    const image = await page.locator('#storybook-root').screenshot({ animations: 'disabled' });
    expect(image).toMatchImageSnapshot({
      customSnapshotsDir: `${process.cwd()}/__image_snapshots__`,
      customSnapshotIdentifier: context.id,
      failureThreshold: 0.001,
      failureThresholdType: 'percent',
    });
  },
};

export default config;
