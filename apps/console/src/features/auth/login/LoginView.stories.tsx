import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { eventArgTypes, pageStory } from '../../../testing/story-meta';
import { LoginView } from './LoginView';

const meta = {
  title: 'Console/Pages/Login',
  component: LoginView,
  ...pageStory('/login'),
  args: {
    onSubmit: fn(),
    health: { status: 'ok', info: { status: 'ok', version: '0.1.0', database: 'sqlite', uptimeSeconds: 42 } },
  },
  argTypes: eventArgTypes('onSubmit'),
} satisfies Meta<typeof LoginView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The button says it is busy, a status says 登录中, and another submit (Enter) sends nothing. */
export const Pending: Story = {
  args: { isPending: true, defaultEmail: 'owner@example.com' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '登录' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByText('登录中', { selector: '[role="status"]' })).toBeInTheDocument();
    await userEvent.type(canvas.getByLabelText(/^密码/), 'correct-horse-42{Enter}');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const ServerDown: Story = { args: { health: { status: 'down', reason: 'Network Error' } } };

/** Submitting empty, then with a bad address, shows the spec's messages; nothing is sent. */
export const Validation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登录' }));
    await expect(await canvas.findByText('请输入邮箱')).toBeVisible();
    await expect(canvas.getByText('请输入密码')).toBeVisible();
    // Focus goes to the first invalid field, which is marked invalid and described by its message.
    const email = canvas.getByRole('textbox', { name: '邮箱' });
    await expect(email).toHaveFocus();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('请输入邮箱');
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

/** The reveal button shows the password and hides it again; focus stays in the field. */
export const RevealPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^密码/);
    await userEvent.type(password, 'secret-42');
    const reveal = canvas.getByRole('button', { name: '显示密码' });
    await expect(reveal).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(reveal);
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveFocus();
    await userEvent.click(reveal);
    await expect(password).toHaveAttribute('type', 'password');
  },
};
