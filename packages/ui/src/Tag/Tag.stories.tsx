import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { Key } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tag, TagGroup, type TagGroupProps, type TagProps } from './Tag';

interface CustomerTag {
  id: string;
  name: string;
  color: TagProps['color'];
}

const customerTags: CustomerTag[] = [
  { id: 'service', name: '客服', color: 'brand' },
  { id: 'after-sales', name: '售后', color: 'default' },
  { id: 'vip', name: 'VIP客户', color: 'warning' },
  { id: 'new', name: '新客户', color: 'success' },
];

function RemovableTags(args: Omit<TagGroupProps<CustomerTag>, 'children'>) {
  const [tags, setTags] = useState(customerTags);
  return (
    <TagGroup
      {...args}
      items={tags}
      onRemove={(keys) => {
        args.onRemove?.(keys);
        setTags((current) => current.filter((t) => !keys.has(t.id)));
      }}
      renderEmptyState={() => '暂无标签'}
    >
      {(t) => <Tag color={t.color}>{t.name}</Tag>}
    </TagGroup>
  );
}

const meta = {
  title: 'UI/Tag',
  component: TagGroup,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { label: '客户标签', onRemove: fn() },
  argTypes: {
    selectionMode: { control: 'inline-radio', options: ['none', 'single', 'multiple'] },
    onRemove: { table: { category: 'Events' } },
    onSelectionChange: { table: { category: 'Events' } },
  },
  render: (args) => <RemovableTags {...args} />,
} satisfies Meta<typeof TagGroup<CustomerTag>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['visual'],
  args: { description: '按 Delete 或 Backspace 移除聚焦的标签' },
};

export const RemoveWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const grid = canvas.getByRole('grid', { name: '客户标签' });
    await userEvent.click(await canvas.findByRole('button', { name: '移除 售后' }));
    await expect(args.onRemove).toHaveBeenCalledWith(new Set<Key>(['after-sales']));
    await waitFor(() => expect(within(grid).queryByText('售后')).not.toBeInTheDocument());
    await expect(within(grid).getAllByRole('row')).toHaveLength(3);
  },
};

export const RemoveWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const service = await canvas.findByRole('row', { name: '客服' });
    await userEvent.tab();
    await expect(service).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: '售后' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set<Key>(['after-sales']));
    await waitFor(() => expect(canvas.queryByRole('row', { name: '售后' })).not.toBeInTheDocument());
    // Focus moves on to a neighbouring tag, and Delete works too.
    const next = canvas.getByRole('row', { name: 'VIP客户' });
    await waitFor(() => expect(next).toHaveFocus());
    await userEvent.keyboard('{Delete}');
    await expect(args.onRemove).toHaveBeenLastCalledWith(new Set<Key>(['vip']));
    await waitFor(() => expect(canvas.queryByRole('row', { name: 'VIP客户' })).not.toBeInTheDocument());
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

export const Colors: Story = {
  tags: ['visual'],
  args: { label: undefined, 'aria-label': '标签颜色', onRemove: undefined },
  render: (args) => (
    <TagGroup {...args}>
      <Tag color="default">售后</Tag>
      <Tag color="brand">客服</Tag>
      <Tag color="success">已成交</Tag>
      <Tag color="warning">VIP客户</Tag>
      <Tag color="danger">投诉</Tag>
    </TagGroup>
  ),
};

export const SingleTag: Story = {
  args: { label: undefined, 'aria-label': '客户等级', onRemove: undefined },
  render: (args) => (
    <TagGroup {...args}>
      <Tag color="warning">VIP客户</Tag>
    </TagGroup>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('row', { name: 'VIP客户' })).toBeInTheDocument();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Selectable: Story = {
  args: { selectionMode: 'multiple', onRemove: undefined, onSelectionChange: fn(), label: '筛选标签' },
  render: (args) => (
    <TagGroup {...args} items={customerTags}>
      {(t) => <Tag color={t.color}>{t.name}</Tag>}
    </TagGroup>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const service = await canvas.findByRole('row', { name: '客服' });
    await userEvent.click(service);
    await expect(service).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('row', { name: '售后' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenCalledTimes(2);
  },
};

export const Empty: Story = {
  args: { onRemove: undefined },
  render: (args) => (
    <TagGroup {...args} items={[] as CustomerTag[]} renderEmptyState={() => '暂无标签'}>
      {(t) => <Tag>{t.name}</Tag>}
    </TagGroup>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无标签')).toBeInTheDocument();
  },
};

export const DisabledTag: Story = {
  args: { disabledKeys: ['vip'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: '移除 VIP客户' })).toBeDisabled();
  },
};
