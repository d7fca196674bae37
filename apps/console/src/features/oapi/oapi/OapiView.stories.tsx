import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { credentialsFixture, vipUserFixture } from '../../../testing/fixtures';
import { eventArgTypes, pageStory } from '../../../testing/story-meta';
import { OapiView } from './OapiView';

const openApiFixture = {
  apiKey: '0b7d4c3a8e5f1d2c3b4a59686f1c2a9e',
  apiSecret: '1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f9a8b7c6d5e4f3a2b',
};

const meta = {
  title: 'Console/Pages/OpenApi',
  component: OapiView,
  ...pageStory('/oapi/oapi', vipUserFixture),
  args: {
    keys: { robot: credentialsFixture, openApi: openApiFixture },
    onReveal: fn(),
    onReset: fn(),
    onCopy: fn(),
  },
  argTypes: eventArgTypes('onReveal', 'onReset', 'onCopy'),
} satisfies Meta<typeof OapiView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before the password: nothing of either pair is on the page; 显示密钥 asks for it, by keyboard too. */
export const Hidden: Story = {
  args: { keys: {} },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const robot = canvas.getByRole('region', { name: '机器人密钥' });
    const openApi = canvas.getByRole('region', { name: '开放接口密钥' });
    await expect(within(robot).getByText('密钥已隐藏：验证登录密码后显示。')).toBeVisible();
    await expect(canvas.queryByText(/6f1c/)).toBeNull();
    within(openApi).getByRole('button', { name: '显示密钥' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReveal).toHaveBeenCalledTimes(1);
    await userEvent.click(within(robot).getByRole('button', { name: '重置密钥' }));
    await expect(args.onReset).toHaveBeenCalledWith('robot');
  },
};

/** After the password: each pair masked until its eye is pressed; copying and resetting per pair. */
export const Revealed: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const robot = canvas.getByRole('region', { name: '机器人密钥' });
    const openApi = canvas.getByRole('region', { name: '开放接口密钥' });
    await expect(within(robot).getByText('6f1c********5968')).toBeVisible();
    await expect(canvas.queryByText(credentialsFixture.apiSecret)).toBeNull();
    const reveal = within(robot).getByRole('button', { name: '显示 apiSecret' });
    reveal.focus();
    await userEvent.keyboard('{Enter}');
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(within(robot).getByText(credentialsFixture.apiSecret)).toBeVisible();
    await userEvent.click(within(openApi).getByRole('button', { name: '复制 apiKey' }));
    await expect(args.onCopy).toHaveBeenCalledWith('apiKey', openApiFixture.apiKey);
    await userEvent.click(within(openApi).getByRole('button', { name: '重置密钥' }));
    await expect(args.onReset).toHaveBeenCalledWith('openApi');
    await expect(canvas.getAllByText(/\/open\/v1\/api/).length).toBeGreaterThan(0);
  },
};

/** One pair reset before the other was revealed: only the new one shows. */
export const OneReset: Story = { args: { keys: { openApi: openApiFixture } } };
