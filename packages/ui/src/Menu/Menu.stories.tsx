import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, useState } from 'react';
import type { Selection } from 'react-aria-components';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { FileIcon, LogoutIcon, MoreIcon, UploadIcon } from '../icons';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from './Menu';

type StoryArgs = ComponentProps<typeof Menu<object>> & { onOpenChange: (isOpen: boolean) => void };

const meta = {
  title: 'UI/Menu',
  component: Menu,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { placement: 'bottom start', onAction: fn(), onOpenChange: fn() },
  argTypes: {
    placement: { control: 'select', options: ['bottom start', 'bottom end', 'top start', 'top end'] },
    onAction: { table: { category: 'Events' } },
    onOpenChange: { table: { category: 'Events' } },
  },
  render: ({ onOpenChange, ...args }) => (
    <MenuTrigger onOpenChange={onOpenChange}>
      <Button variant="secondary" aria-label="更多操作">
        <MoreIcon />
      </Button>
      <Menu {...args}>
        <MenuItem id="edit">编辑</MenuItem>
        <MenuItem id="duplicate">复制</MenuItem>
        <MenuSeparator />
        <MenuSection title="导出">
          <MenuItem id="export-excel" icon={<FileIcon />}>
            导出为 Excel
          </MenuItem>
          <MenuItem id="export-csv" icon={<UploadIcon />} isDisabled>
            导出为 CSV
          </MenuItem>
        </MenuSection>
        <MenuSeparator />
        <MenuItem id="delete" variant="danger">
          删除
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The key the last `onAction` call received (RAC passes the item's value as a second argument). */
const lastActionKey = (onAction: unknown) => mocked(onAction as (key: unknown) => void).mock.lastCall?.[0];

export const Playground: Story = {};

/** ArrowDown opens the menu on its first item, arrows move, Enter runs the item and focus returns. */
export const PickWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '更多操作' });
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen(canvasElement).findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '编辑' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '复制' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(lastActionKey(args.onAction)).toBe('duplicate');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Arrow keys skip the disabled item; Escape closes the menu without running anything. */
export const SkipDisabledWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '更多操作' });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: '导出为 CSV' })).toHaveAttribute('aria-disabled', 'true');
    await expect(within(menu).getByRole('group', { name: '导出' })).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '导出为 Excel' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(menu).getByRole('menuitem', { name: '删除' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onAction).not.toHaveBeenCalled();
  },
};

export const PickWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '更多操作' });
    await userEvent.click(trigger);
    const menu = await screen(canvasElement).findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The disabled item ignores presses and keeps the menu open.
    await userEvent.click(within(menu).getByRole('menuitem', { name: '导出为 CSV' }), { pointerEventsCheck: 0 });
    await expect(args.onAction).not.toHaveBeenCalled();
    await expect(menu).toBeInTheDocument();
    await userEvent.click(within(menu).getByRole('menuitem', { name: '删除' }));
    await expect(args.onAction).toHaveBeenCalledTimes(1);
    await expect(lastActionKey(args.onAction)).toBe('delete');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
  },
};

function SortMenu(props: Omit<StoryArgs, 'children'>) {
  const { onOpenChange, ...args } = props;
  const [sort, setSort] = useState<Selection>(new Set(['newest']));
  return (
    <MenuTrigger onOpenChange={onOpenChange}>
      <Button variant="secondary">排序方式</Button>
      <Menu {...args} selectionMode="single" selectedKeys={sort} onSelectionChange={setSort}>
        <MenuItem id="newest">最新添加</MenuItem>
        <MenuItem id="oldest">最早添加</MenuItem>
        <MenuItem id="name">按名称</MenuItem>
      </Menu>
    </MenuTrigger>
  );
}

/** A menu of choices: `selectionMode="single"` shows a check mark on the selected item. */
export const Selectable: Story = {
  render: (args) => <SortMenu {...args} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '排序方式' });
    await userEvent.click(trigger);
    const menu = await screen(canvasElement).findByRole('menu');
    await expect(within(menu).getByRole('menuitemradio', { name: '最新添加' })).toBeChecked();
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: '按名称' }));
    await expect(lastActionKey(args.onAction)).toBe('name');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    const reopened = await screen(canvasElement).findByRole('menu');
    await expect(within(reopened).getByRole('menuitemradio', { name: '按名称' })).toBeChecked();
    await expect(within(reopened).getByRole('menuitemradio', { name: '最新添加' })).not.toBeChecked();
  },
};

/** Items with icons, e.g. an account menu. */
export const WithIcons: Story = {
  render: ({ onOpenChange, ...args }) => (
    <MenuTrigger onOpenChange={onOpenChange}>
      <Button variant="secondary">小微</Button>
      <Menu {...args} placement="bottom end">
        <MenuItem id="profile" icon={<FileIcon />}>
          个人资料
        </MenuItem>
        <MenuSeparator />
        <MenuItem id="logout" icon={<LogoutIcon />} variant="danger">
          退出登录
        </MenuItem>
      </Menu>
    </MenuTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    within(canvasElement).getByRole('button', { name: '小微' }).focus();
    await userEvent.keyboard('{ArrowUp}');
    const menu = await screen(canvasElement).findByRole('menu');
    // ArrowUp opens the menu on its last item.
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: '退出登录' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(lastActionKey(args.onAction)).toBe('logout');
  },
};

/** Open (captured for visual comparison). */
export const Open: Story = {
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ height: '100vh', display: 'flex', justifyContent: 'center', paddingTop: 64 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '更多操作' }));
    await screen(canvasElement).findByRole('menu');
  },
};
