import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';

const meta = {
  title: 'UI/Alert',
  component: Alert,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    variant: 'info',
    title: '群发说明',
    children: '每个群每天最多群发 3 次，超出后将在次日发送。',
    isDismissable: false,
    onClose: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] },
    role: { control: 'inline-radio', options: [undefined, 'status', 'alert', 'none'] },
    title: { control: 'text' },
    children: { control: 'text' },
    action: { control: false },
    onClose: { table: { category: 'Events' } },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 640 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** The four kinds: information and success are polite `status` regions, warnings and errors are `alert`s. */
export const Variants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Alert {...args} variant="info" title="提示">
        机器人已登录，正在同步群聊列表。
      </Alert>
      <Alert {...args} variant="success" title="更新成功">
        自动回复规则已生效。
      </Alert>
      <Alert {...args} variant="warning" title="即将到期">
        会员将在 3 天后到期，到期后群发功能将不可用。
      </Alert>
      <Alert {...args} variant="error" title="登录失效">
        微信已在其他设备登录，请重新扫码。
      </Alert>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const statuses = canvas.getAllByRole('status');
    const alerts = canvas.getAllByRole('alert');
    await expect(statuses.map((el) => el.dataset.variant)).toEqual(['info', 'success']);
    await expect(alerts.map((el) => el.dataset.variant)).toEqual(['warning', 'error']);
  },
};

export const WithoutTitle: Story = {
  args: { title: undefined, variant: 'success', children: '设置已保存。' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('设置已保存。');
  },
};

export const WithAction: Story = {
  args: {
    variant: 'warning',
    title: undefined,
    children: '本功能需要开通会员方可使用',
    action: (
      <Button variant="link" size="sm">
        去开通
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('button', { name: '去开通' })).toBeInTheDocument();
  },
};

export const DismissWithPointer: Story = {
  args: { isDismissable: true },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('status');
    await userEvent.click(within(alert).getByRole('button', { name: '关闭' }));
    await expect(alert).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

export const DismissWithKeyboard: Story = {
  args: { isDismissable: true, variant: 'error', title: '登录失效', children: '微信已在其他设备登录，请重新扫码。' },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await userEvent.tab();
    await expect(within(alert).getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(alert).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** `role="none"` for a notice that is part of the page from the start and should not be announced. */
export const StaticNotice: Story = {
  args: { role: 'none', variant: 'warning' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.getByText('群发说明')).toBeInTheDocument();
  },
};
