import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { userFixture } from '../../testing/fixtures';
import { eventArgTypes, pageStory } from '../../testing/story-meta';
import { SendMessageDialog } from './SendMessageDialog';

const meta = {
  title: 'Console/Components/SendMessageDialog',
  component: SendMessageDialog,
  ...pageStory('/', userFixture, { notices: true }),
  args: {
    target: { kind: 'friend', name: 'Alice' },
    onClose: fn(),
    onSend: fn(async () => {}),
  },
  argTypes: eventArgTypes('onClose', 'onSend'),
} satisfies Meta<typeof SendMessageDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** To a friend: Enter in the text adds a line; 发送 sends the text, trailing blanks dropped, and closes. */
export const ToFriend: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '发消息给好友' });
    const field = within(dialog).getByRole('textbox', { name: /消息内容/ });
    await expect(field).toHaveFocus();
    await expect(field).toBeRequired();
    await userEvent.type(field, '第一行{Enter}第二行  ');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledWith('第一行\n第二行');
    await waitFor(() => expect(args.onClose).toHaveBeenCalled());
    await waitFor(() => expect(body.getByText('发送成功')).toBeVisible());
  },
};

/** Blanks only count as empty: 内容必填 and the 请将表单填写完整后发送 warning, nothing sent. */
export const Required: Story = {
  args: { target: { kind: 'room', name: '项目群 A' } },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '发消息到群' });
    await waitFor(() => expect(within(dialog).getByText('发送给：项目群 A')).toBeVisible());
    await userEvent.type(within(dialog).getByRole('textbox', { name: /消息内容/ }), '   ');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await expect(await within(dialog).findByText('内容必填')).toBeVisible();
    await waitFor(() => expect(body.getByText('请将表单填写完整后发送')).toBeVisible());
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};

/** While the request runs the button is pending and a second press sends nothing. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '发消息给好友' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /消息内容/ }), '在吗');
    const send = within(dialog).getByRole('button', { name: /发送/ });
    await userEvent.click(send);
    await userEvent.click(send);
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** Cancel closes without sending. */
export const Cancel: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '发消息给好友' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onClose).toHaveBeenCalled();
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
