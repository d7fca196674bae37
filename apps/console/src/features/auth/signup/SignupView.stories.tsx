import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { eventArgTypes, pageStory } from '../../../testing/story-meta';
import { SignupView } from './SignupView';

const meta = {
  title: 'Console/Pages/Signup',
  component: SignupView,
  ...pageStory('/signup'),
  args: { onSubmit: fn(), inviteCode: null },
  argTypes: eventArgTypes('onSubmit'),
} satisfies Meta<typeof SignupView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithInviteCode: Story = { args: { inviteCode: 'FRIEND42' } };

export const Pending: Story = { args: { isPending: true } };

/** The server's sign-up rules, on the page: a short password is refused; name and e-mail are trimmed. */
export const Validation: Story = {
  args: { inviteCode: 'FRIEND42' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: '用户名' }), '  小秘书 ');
    await userEvent.type(canvas.getByRole('textbox', { name: '邮箱' }), ' owner@example.com ');
    await userEvent.type(canvas.getByLabelText(/^密码/), 'short');
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await expect(await canvas.findByText('密码至少 8 位')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText(/^密码/), '-and-longer');
    await userEvent.click(canvas.getByRole('button', { name: '注册' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: '小秘书',
      email: 'owner@example.com',
      password: 'short-and-longer',
      inviteCode: 'FRIEND42',
    });
  },
};
