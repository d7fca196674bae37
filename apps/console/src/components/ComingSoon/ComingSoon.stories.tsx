import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageStory } from '../../testing/story-meta';
import { ComingSoon } from './ComingSoon';

const meta = {
  title: 'Console/Pages/ComingSoon',
  component: ComingSoon,
  ...pageStory(),
  args: { routeName: 'keywords' },
} satisfies Meta<typeof ComingSoon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('简单问答');
    await expect(canvas.getByText('即将上线')).toBeVisible();
  },
};
