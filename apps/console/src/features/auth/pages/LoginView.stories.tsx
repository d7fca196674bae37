import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StoryFrame } from '../../../testing/StoryFrame';
import { LoginView } from './LoginView';

const meta = {
  title: 'Console/Pages/Login',
  component: LoginView,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryFrame path="/login">
        <Story />
      </StoryFrame>
    ),
  ],
  args: {
    onSubmit: fn(),
    health: { status: 'ok', info: { status: 'ok', version: '0.1.0', database: 'sqlite', uptimeSeconds: 42 } },
  },
  argTypes: { onSubmit: { table: { category: 'Events' } } },
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Pending: Story = { args: { isPending: true, defaultEmail: 'owner@example.com' } };

export const ServerDown: Story = { args: { health: { status: 'down', reason: 'Network Error' } } };

/** Submitting empty, then with a bad address, shows the spec's messages; nothing is sent. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入邮箱')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), 'a@b');
    await userEvent.tab();
    await expect(await canvas.findByText('邮箱格式不正确')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** By keyboard: the e-mail is trimmed before it is sent. */
export const SubmitByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('textbox', { name: '邮箱' }));
    await userEvent.keyboard('  owner@example.com ');
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^密码/)).toHaveFocus();
    await userEvent.keyboard('correct-horse-42{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'owner@example.com', password: 'correct-horse-42' });
  },
};
