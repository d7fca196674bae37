import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HomeIcon } from '../icons';
import { Breadcrumb } from './Breadcrumb';

const items = [
  { id: 'home', label: '首页', icon: <HomeIcon /> },
  { id: 'robots', label: '机器人管理' },
  { id: 'materials', label: '素材库' },
  { id: 'edit', label: '编辑素材' },
];

const meta = {
  title: 'UI/Breadcrumb',
  component: Breadcrumb,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { items, onAction: fn() },
  argTypes: { onAction: { table: { category: 'Events' } } },
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['visual'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('navigation', { name: '面包屑' })).toBeInTheDocument();
    // RAC builds the collection after the first render: wait for it.
    await expect(await canvas.findAllByRole('listitem')).toHaveLength(4);
    // The last item is the current page: marked, and not a link target.
    const current = canvas.getByText('编辑素材').closest('[aria-current]');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('aria-disabled', 'true');
  },
};

export const NavigateWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: '机器人管理' }));
    await expect(args.onAction).toHaveBeenCalledWith('robots');
    await userEvent.click(canvas.getByText('编辑素材'));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
  },
};

export const NavigateWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const home = await canvas.findByRole('link', { name: '首页' });
    await userEvent.tab();
    await expect(home).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    const materials = canvas.getByRole('link', { name: '素材库' });
    await expect(materials).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('materials');
    // The current page is not in the tab order.
    await userEvent.tab();
    await expect(materials).not.toHaveFocus();
    await expect(canvas.getByText('编辑素材').closest('[aria-current]')).not.toHaveFocus();
  },
};

export const WithLinks: Story = {
  args: {
    items: [
      { id: 'home', label: '首页', href: '#/' },
      { id: 'friends', label: '好友', href: '#/friends' },
      { id: 'detail', label: '张小凡' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: '好友' })).toHaveAttribute('href', '#/friends');
  },
};

export const CustomSeparator: Story = {
  args: { separator: '/' },
};

export const SinglePage: Story = {
  args: { items: [{ id: 'home', label: '首页', icon: <HomeIcon /> }] },
};
