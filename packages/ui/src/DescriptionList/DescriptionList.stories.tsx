import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, VipBadge } from '../Badge/Badge';
import { DescriptionList } from './DescriptionList';

const friend = [
  { label: '昵称', value: '张小凡' },
  { label: '微信号', value: 'zhangxf_1988' },
  { label: '备注', value: '老客户，偏好电话沟通' },
  { label: '地区', value: '浙江 杭州' },
  { label: '等级', value: <VipBadge /> },
  {
    label: '状态',
    value: (
      <Badge dot variant="success">
        在线
      </Badge>
    ),
  },
  { label: '来源', value: null },
  { label: '添加时间', value: '2024-03-18 14:20' },
  { label: '个性签名', value: '心有猛虎，细嗅蔷薇。', span: 'full' as const },
];

const meta = {
  title: 'UI/DescriptionList',
  component: DescriptionList,
  tags: ['autodocs'],
  parameters: { layout: 'padded' },
  args: { items: friend, columns: 2, layout: 'horizontal' },
  argTypes: {
    columns: { control: 'inline-radio', options: [1, 2, 3] },
    layout: { control: 'inline-radio', options: ['horizontal', 'vertical'] },
  },
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvasElement.querySelector('dl');
    await expect(list).not.toBeNull();
    await expect(canvas.getAllByRole('term')).toHaveLength(friend.length);
    await expect(canvas.getAllByRole('definition')).toHaveLength(friend.length);
    // An empty value shows the placeholder.
    const source = canvas.getByText('来源').nextElementSibling;
    await expect(source).toHaveTextContent('—');
  },
};

export const OneColumn: Story = { args: { columns: 1 } };

export const ThreeColumns: Story = { args: { columns: 3 } };

export const Vertical: Story = { args: { layout: 'vertical', columns: 3 } };
