import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { userFixture } from '../../testing/fixtures';
import { inFrame } from '../../testing/story-meta';
import { HomePage } from './HomePage';

const meta = {
  title: 'Console/Pages/Home',
  component: HomePage,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visitor: Story = {
  decorators: [inFrame('/home')],
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: '站点导航' }));
    for (const name of ['首页', '功能', '示例', '文档']) await expect(nav.getByRole('link', { name })).toBeVisible();
    await expect(nav.getByRole('link', { name: '登录/注册' })).toHaveAttribute('href', '/login');
  },
};

export const LoggedIn: Story = {
  decorators: [inFrame('/home', userFixture)],
  play: async ({ canvasElement }) => {
    const nav = within(within(canvasElement).getByRole('navigation', { name: '站点导航' }));
    await expect(nav.getByRole('link', { name: '控制台' })).toHaveAttribute('href', '/dashboard');
    await expect(nav.queryByRole('link', { name: '登录/注册' })).toBeNull();
  },
};
