import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { pageStory } from '../../../testing/story-meta';
import { NotFoundPage } from './NotFoundPage';

const meta = {
  title: 'Console/Pages/NotFound',
  component: NotFoundPage,
  ...pageStory('/404'),
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '返回登录页' })).toHaveAttribute('href', '/login');
  },
};
