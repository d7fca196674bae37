import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { pageStory } from '../../testing/story-meta';
import { ActiveEmailView } from './activeemail/ActiveEmailView';
import { PasswordForgetView } from './password-forget/PasswordForgetView';
import { ResetPsdView } from './reset-psd/ResetPsdView';

/** The password-reset and activation pages, in each of their states. */
const meta = {
  title: 'Console/Pages/Account',
  ...pageStory('/password-forget'),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const onSubmit = fn();

export const PasswordForget: Story = {
  render: () => <PasswordForgetView onSubmit={onSubmit} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), 'not-an-address');
    await userEvent.click(canvas.getByRole('button', { name: '发送重置邮件' }));
    await expect(await canvas.findByText('邮箱格式不正确')).toBeVisible();
  },
};

export const PasswordForgetSent: Story = { render: () => <PasswordForgetView onSubmit={onSubmit} isSent /> };

export const ResetChecking: Story = {
  render: () => <ResetPsdView link={{ status: 'checking' }} onSubmit={onSubmit} />,
};

export const ResetInvalidLink: Story = {
  render: () => <ResetPsdView link={{ status: 'invalid' }} onSubmit={onSubmit} />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: '重新发送重置邮件' })).toBeVisible();
  },
};

export const ResetReady: Story = {
  render: () => <ResetPsdView link={{ status: 'ready', email: 'ow***@example.com' }} onSubmit={onSubmit} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('为 ow***@example.com 设置新密码')).toBeVisible();
    await userEvent.type(canvas.getByLabelText(/^新密码/), 'short{Enter}');
    await expect(await canvas.findByText('密码至少 8 位')).toBeVisible();
  },
};

export const Activating: Story = { render: () => <ActiveEmailView state="activating" /> };

export const Activated: Story = { render: () => <ActiveEmailView state="done" /> };

export const ActivationFailed: Story = { render: () => <ActiveEmailView state="failed" /> };
