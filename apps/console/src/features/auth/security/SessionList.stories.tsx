import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { userFixture } from '../../../testing/fixtures';
import { sessionsFixture } from '../../../testing/session-fixtures';
import { eventArgTypes, inFrame } from '../../../testing/story-meta';
import { SessionList } from './SessionList';

const meta = {
  title: 'Console/Components/SessionList',
  component: SessionList,
  decorators: [inFrame('/', userFixture)],
  args: { sessions: sessionsFixture, onRetry: fn(), onRevoke: fn() },
  argTypes: eventArgTypes('onRetry', 'onRevoke'),
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Named devices; this one is marked and has no 退出; another one's 退出 asks to end it. */
export const Sessions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: '登录设备列表' });
    await expect(await within(list).findByText('Chrome · Windows')).toBeVisible();
    await expect(within(list).getByText('当前设备')).toBeVisible();
    await expect(within(list).getByText('微信 · iOS')).toBeVisible();
    await expect(within(list).queryByRole('button', { name: /Chrome · Windows/ })).toBeNull();
    await userEvent.click(within(list).getByRole('button', { name: '退出 Firefox · Linux' }));
    await expect(args.onRevoke).toHaveBeenCalledWith(sessionsFixture[1]);
  },
};

/** One session is being ended. */
export const Revoking: Story = {
  args: { revokingId: sessionsFixture[1]?.id },
  play: async ({ canvasElement }) => {
    const revoke = await within(canvasElement).findByRole('button', { name: /退出 Firefox · Linux/ });
    await expect(revoke).toHaveAttribute('aria-busy', 'true');
  },
};

export const Loading: Story = { args: { sessions: undefined } };

/** A failed load offers a retry. */
export const Failed: Story = {
  args: { sessions: undefined, hasError: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('登录设备加载失败')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Only this browser: nothing to end. */
export const OnlyThisDevice: Story = {
  args: { sessions: sessionsFixture.slice(0, 1) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('当前设备')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button', { name: /^退出/ })).toBeNull();
  },
};
