import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { userFixture } from '../../../testing/fixtures';
import { sessionsFixture } from '../../../testing/session-fixtures';
import { eventArgTypes, pageStory } from '../../../testing/story-meta';
import { AccountSecurityView } from './AccountSecurityView';

const meta = {
  title: 'Console/Pages/AccountSecurity',
  component: AccountSecurityView,
  ...pageStory('/account/security', userFixture),
  args: {
    sessions: sessionsFixture,
    onChangePassword: fn(async () => true),
    onReloadSessions: fn(),
    onRevokeSession: fn(),
    onLogoutEverywhere: fn(),
  },
  argTypes: eventArgTypes('onChangePassword', 'onReloadSessions', 'onRevokeSession', 'onLogoutEverywhere'),
} satisfies Meta<typeof AccountSecurityView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page: its title, both sections, and 退出所有设备 reached by keyboard. */
export const Page: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '账号安全', level: 1 })).toBeVisible();
    await expect(canvas.getByRole('region', { name: '修改密码' })).toBeVisible();
    const sessions = canvas.getByRole('region', { name: '登录设备' });
    const logoutAll = within(sessions).getByRole('button', { name: '退出所有设备' });
    logoutAll.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogoutEverywhere).toHaveBeenCalledTimes(1);
  },
};

export const LoadingSessions: Story = { args: { sessions: undefined } };
