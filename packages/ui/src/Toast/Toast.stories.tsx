import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ToastRegion, type ToastRegionProps, type ToastType, toast } from './Toast';

interface StoryArgs extends ToastRegionProps {
  type: ToastType;
  message: ReactNode;
  description?: ReactNode;
  /** Milliseconds; 0 keeps the toast until it is closed. Empty: the type's default (3000, errors 5000). */
  timeout?: number;
  onClose: () => void;
}

const meta = {
  title: 'UI/Toast',
  component: ToastRegion,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          'Mount `<ToastRegion />` once, then call `toast.success(message, { timeout })`, `toast.error`, ' +
          '`toast.warning` or `toast.info`. Defaults: errors 5000 ms, the others 3000 ms; `timeout: 0` keeps a toast.',
      },
    },
  },
  // The region every app mounts once; here each story mounts its own.
  decorators: [
    (Story) => (
      <>
        <Story />
        <ToastRegion />
      </>
    ),
  ],
  // Toasts left by a story must not show up in the next one.
  beforeEach: () => {
    toast.clear();
    return () => toast.clear();
  },
  // The stories keep toasts until closed (timeout 0) unless they test the timeout: no play function waits 5 s.
  args: { type: 'success', message: '更新成功', timeout: 0, onClose: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['success', 'error', 'warning', 'info'] },
    message: { control: 'text' },
    description: { control: 'text' },
    timeout: { control: { type: 'number', step: 500 } },
    onClose: { table: { category: 'Events' } },
  },
  render: ({ type, message, description, timeout, onClose }) => (
    <Button onPress={() => toast[type](message, { timeout, description, onClose })}>保存</Button>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = { args: { timeout: undefined } };

export const ShowAndCloseWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    const region = await screen(canvasElement).findByRole('region', { name: '通知' });
    const item = within(region).getByRole('alertdialog', { name: '更新成功' });
    await expect(within(item).getByRole('alert')).toHaveTextContent('更新成功');
    await userEvent.click(within(item).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(item).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // The region leaves the page with its last toast.
    await expect(screen(canvasElement).queryByRole('region', { name: '通知' })).not.toBeInTheDocument();
  },
};

/** Enter shows the toast; Tab reaches it (the region comes last in the page), then its close button. */
export const ShowAndCloseWithKeyboard: Story = {
  args: { type: 'error', message: '保存失败，请稍后重试' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '保存' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const region = await screen(canvasElement).findByRole('region', { name: '通知' });
    const item = within(region).getByRole('alertdialog', { name: '保存失败，请稍后重试' });
    await userEvent.tab();
    await expect(item).toHaveFocus();
    await userEvent.tab();
    await expect(within(item).getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(item).not.toBeInTheDocument());
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    // Focus goes back to where it was before the region.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** A toast closes by itself after its timeout (here a short one: the defaults are 3 s, errors 5 s). */
export const ClosesAfterTimeout: Story = {
  args: { type: 'info', message: '已复制', timeout: 400 },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    const item = await screen(canvasElement).findByRole('alertdialog', { name: '已复制' });
    await waitFor(() => expect(item).not.toBeInTheDocument(), { timeout: 3000 });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Newest first; each toast carries the icon and accent of its type. */
export const Types: Story = {
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: () => (
    <div style={{ height: '100vh', display: 'grid', placeItems: 'end center', padding: 24 }}>
      <Button
        onPress={() => {
          toast.info('素材已开始上传', { timeout: 0 });
          toast.warning('今日群发次数即将用完', { timeout: 0 });
          toast.error('保存失败，请稍后重试', { timeout: 0, description: '网络连接已断开' });
          toast.success('更新成功', { timeout: 0 });
        }}
      >
        显示全部类型
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '显示全部类型' }));
    const region = await screen(canvasElement).findByRole('region', { name: '通知' });
    const items = within(region).getAllByRole('alertdialog');
    await expect(items.map((item) => item.getAttribute('data-type'))).toEqual(['success', 'error', 'warning', 'info']);
    await expect(items[1]).toHaveAccessibleDescription('网络连接已断开');
  },
};

export const ErrorToast: Story = {
  args: { type: 'error', message: '保存失败，请稍后重试' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    await screen(canvasElement).findByRole('alertdialog', { name: '保存失败，请稍后重试' });
  },
};

export const WarningToast: Story = {
  args: { type: 'warning', message: '今日群发次数即将用完' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    await screen(canvasElement).findByRole('alertdialog', { name: '今日群发次数即将用完' });
  },
};

export const InfoToast: Story = {
  args: { type: 'info', message: '素材已开始上传', description: '上传完成后会出现在素材库中' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '保存' }));
    const item = await screen(canvasElement).findByRole('alertdialog', { name: '素材已开始上传' });
    await expect(item).toHaveAccessibleDescription('上传完成后会出现在素材库中');
  },
};
