// Deliberately broken stories. They are NOT part of the product's Storybook: only the build `npm test` runs its
// stories on has them (STORYBOOK_TEST_BUILD=1), tagged 'harness' and without 'test', so the stories run passes
// them over and harness.test.ts runs them alone, checking that the test-runner fails on each broken story.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../../packages/ui/src/Button/Button';

const meta = {
  title: 'Harness/Broken',
  component: Button,
  tags: ['!test', 'harness'],
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Control: a correct story, which must pass. */
export const Healthy: Story = {
  args: { children: '保存' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: '保存' })).toBeVisible();
  },
};

/** An icon-only button without an accessible name: axe's button-name rule must fail it. */
export const AxeViolation: Story = {
  args: { children: <svg width="16" height="16" aria-hidden="true" /> },
};

/** A play function whose assertion is false: the runner must report it. */
export const FailingPlay: Story = {
  args: { children: '保存' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toHaveTextContent('删除');
  },
};
