import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { userFixture } from '../../../testing/fixtures';
import { eventArgTypes, inFrame } from '../../../testing/story-meta';
import { ChangePasswordForm } from './ChangePasswordForm';

const meta = {
  title: 'Console/Components/ChangePasswordForm',
  component: ChangePasswordForm,
  decorators: [inFrame('/', userFixture)],
  args: { onSubmit: fn(async () => true) },
  argTypes: eventArgTypes('onSubmit'),
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, name: RegExp) => canvas.getByLabelText(name, { selector: 'input' });

/** Typed and submitted from the keyboard; the form empties itself once the change went through. */
export const Change: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(field(canvas, /^当前密码/), 'correct horse battery');
    await userEvent.type(field(canvas, /^新密码/), 'a changed password');
    await userEvent.type(field(canvas, /^确认新密码/), 'a changed password{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith({
      currentPassword: 'correct horse battery',
      newPassword: 'a changed password',
    });
    await waitFor(() => expect(field(canvas, /^当前密码/)).toHaveValue(''));
  },
};

/** Each rule is checked before anything is sent: length, not the current one, typed twice the same. */
export const Refused: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const submit = canvas.getByRole('button', { name: '修改密码' });
    await userEvent.type(field(canvas, /^当前密码/), 'correct horse battery');
    await userEvent.type(field(canvas, /^新密码/), 'short');
    await userEvent.click(submit);
    await expect(await canvas.findByText('密码至少 8 位')).toBeVisible();
    await userEvent.clear(field(canvas, /^新密码/));
    await userEvent.type(field(canvas, /^新密码/), 'correct horse battery');
    await userEvent.click(submit);
    await expect(await canvas.findByText('新密码不能与当前密码相同')).toBeVisible();
    await userEvent.clear(field(canvas, /^新密码/));
    await userEvent.type(field(canvas, /^新密码/), 'a changed password');
    await userEvent.type(field(canvas, /^确认新密码/), 'a different password');
    await userEvent.click(submit);
    await expect(await canvas.findByText('两次输入的新密码不一致')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the request runs the button is busy. */
export const Pending: Story = {
  args: { isPending: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /提交中/ })).toHaveAttribute('aria-busy', 'true');
  },
};
