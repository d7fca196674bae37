import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge/Badge';
import { Button } from '../Button';
import { Card, InfoCard } from './Card';

const onEdit = fn();

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: {
    title: '机器人概览',
    padding: 'md',
    shadow: false,
    children: '今日已自动回复 1,280 条消息，新增好友 36 位。',
  },
  argTypes: {
    padding: { control: 'inline-radio', options: ['none', 'sm', 'md', 'lg'] },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A titled card is a region named by its heading.
    const region = canvas.getByRole('region', { name: '机器人概览' });
    await expect(within(region).getByRole('heading', { level: 3, name: '机器人概览' })).toBeInTheDocument();
  },
};

export const WithExtra: Story = {
  tags: ['visual'],
  args: {
    extra: (
      <Button variant="link" size="sm" onPress={onEdit}>
        编辑
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    onEdit.mockClear();
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '编辑' }));
    await expect(onEdit).toHaveBeenCalledTimes(1);
  },
};

export const Untitled: Story = {
  args: { title: undefined, shadow: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).not.toBeInTheDocument();
  },
};

export const Info: Story = {
  tags: ['visual'],
  render: (args) => (
    <InfoCard
      {...args}
      title="登录状态"
      extra={
        <Badge dot variant="success">
          在线
        </Badge>
      }
    >
      微信号 weassit_bot 已于 09:12 扫码登录，心跳正常。
    </InfoCard>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: '登录状态' })).toHaveTextContent('心跳正常');
  },
};
