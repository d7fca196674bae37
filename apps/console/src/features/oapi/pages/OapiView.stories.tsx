import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { credentialsFixture, vipUserFixture } from '../../../testing/fixtures';
import { StoryFrame } from '../../../testing/StoryFrame';
import { OapiView } from './OapiView';

const meta = {
  title: 'Console/Pages/OpenApi',
  component: OapiView,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <StoryFrame path="/oapi/oapi" user={vipUserFixture}>
        <Story />
      </StoryFrame>
    ),
  ],
  args: { credentials: credentialsFixture, onCopy: fn(), onReset: fn() },
  argTypes: { onCopy: { table: { category: 'Events' } }, onReset: { table: { category: 'Events' } } },
} satisfies Meta<typeof OapiView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Masked keys; revealing by keyboard, copying by pointer. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('6f1c********5968')).toBeVisible();
    await expect(canvas.queryByText(credentialsFixture.apiSecret)).toBeNull();
    const reveal = canvas.getByRole('button', { name: '显示 apiSecret' });
    reveal.focus();
    await userEvent.keyboard('{Enter}');
    await expect(reveal).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(credentialsFixture.apiSecret)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '复制 apiKey' }));
    await expect(args.onCopy).toHaveBeenCalledWith('apiKey', credentialsFixture.apiKey);
    await userEvent.click(canvas.getByRole('button', { name: '重置密钥' }));
    await expect(args.onReset).toHaveBeenCalled();
    await expect(canvas.getAllByText(/\/open\/v1\/api/).length).toBeGreaterThan(0);
  },
};

export const Loading: Story = { args: { credentials: undefined } };

export const Resetting: Story = { args: { isResetting: true } };
