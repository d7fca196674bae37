import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { eventArgTypes, pageStory } from '../../testing/story-meta';
import { PasswordPromptDialog } from './PasswordPromptDialog';

const meta = {
  title: 'Console/Components/PasswordPromptDialog',
  component: PasswordPromptDialog,
  ...pageStory(),
  args: {
    isOpen: true,
    title: '验证登录密码',
    description: '查看密钥前，请再次输入登录密码。',
    confirmLabel: '显示密钥',
    onOpenChange: fn(),
    onSubmit: fn(),
  },
  argTypes: eventArgTypes('onOpenChange', 'onSubmit'),
} satisfies Meta<typeof PasswordPromptDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The field has focus; Enter submits the typed password; an empty field is refused with a message. */
export const Ask: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '验证登录密码' });
    await expect(dialog).toHaveAccessibleDescription('查看密钥前，请再次输入登录密码。');
    const field = within(dialog).getByLabelText(/登录密码/, { selector: 'input' });
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.click(within(dialog).getByRole('button', { name: '显示密钥' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, 'correct horse{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('correct horse');
  },
};

/** The server's refusal shows under the field until the password is edited. */
export const WrongPassword: Story = {
  args: { error: '密码不正确' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '验证登录密码' });
    const field = within(dialog).getByLabelText(/登录密码/, { selector: 'input' });
    await waitFor(() => expect(field).toHaveFocus());
    await waitFor(() => expect(within(dialog).getByText('密码不正确')).toBeVisible());
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(expect.stringContaining('密码不正确'));
    await userEvent.type(field, 'x');
    await waitFor(() => expect(within(dialog).queryByText('密码不正确')).toBeNull());
  },
};

/** A destructive action is red and pending while it runs; Escape cancels from the keyboard. */
export const Destructive: Story = {
  args: { title: '退出所有设备', confirmLabel: '退出所有设备', variant: 'danger', isPending: true },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '退出所有设备' });
    await expect(within(dialog).getByRole('button', { name: /退出所有设备/ })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};
