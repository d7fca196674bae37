import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CloseIcon, LogoutIcon, MenuIcon, MoreIcon } from '../icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { label: '退出登录', children: <LogoutIcon />, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['ghost', 'outline', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    onPress: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const NamedByLabel: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '退出登录' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const KeyboardPress: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '退出登录' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 8 }}>
      <IconButton {...args} label="菜单" variant="ghost">
        <MenuIcon />
      </IconButton>
      <IconButton {...args} label="更多操作" variant="outline">
        <MoreIcon />
      </IconButton>
      <IconButton {...args} label="删除" variant="danger">
        <CloseIcon />
      </IconButton>
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '退出登录' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};
