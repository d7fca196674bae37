import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps, ReactNode } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Popover, PopoverTrigger } from './Popover';

type StoryArgs = ComponentProps<typeof Popover> & { onOpenChange: (isOpen: boolean) => void };

const meta = {
  title: 'UI/Popover',
  component: Popover,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    title: '群发说明',
    placement: 'bottom',
    showArrow: true,
    children: <p style={{ width: 240 }}>每个群每天最多群发 3 次，消息将在 5 分钟内依次送达。</p>,
    onOpenChange: fn(),
  },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'left', 'right', 'bottom start', 'bottom end'] },
    children: { control: false },
    onOpenChange: { table: { category: 'Events' } },
  },
  render: ({ onOpenChange, ...args }) => (
    <PopoverTrigger onOpenChange={onOpenChange}>
      <Button variant="secondary">群发说明</Button>
      <Popover {...args} />
    </PopoverTrigger>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const OpenWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '群发说明' });
    await userEvent.tab();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '群发说明' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpenWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '群发说明' });
    await userEvent.click(trigger);
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '群发说明' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // A press outside closes it.
    await userEvent.click(canvasElement.ownerDocument.body);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(2);
  },
};

const withCloseButton: ReactNode = (
  <div style={{ display: 'flex', flexDirection: 'column', gap: 12, width: 240 }}>
    <p>开通会员后可使用群发助手、自动回复等全部功能。</p>
    <Button slot="close" size="sm">
      知道了
    </Button>
  </div>
);

/** Interactive content: Tab moves into the popover, and a `slot="close"` button closes it. */
export const WithInteractiveContent: Story = {
  args: { title: '会员功能', children: withCloseButton },
  render: ({ onOpenChange, ...args }) => (
    <PopoverTrigger onOpenChange={onOpenChange}>
      <Button variant="secondary">会员功能</Button>
      <Popover {...args} />
    </PopoverTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '会员功能' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '会员功能' });
    await userEvent.tab();
    const close = within(dialog).getByRole('button', { name: '知道了' });
    await expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

/** Without a title the popover's dialog is named by `aria-label`. */
export const WithoutTitle: Story = {
  args: { title: undefined, 'aria-label': '群发说明', placement: 'top' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '群发说明' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '群发说明' });
    await expect(within(dialog).queryByRole('heading')).not.toBeInTheDocument();
    await waitFor(() => expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'top'));
  },
};

export const WithoutArrow: Story = {
  args: { showArrow: false },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '群发说明' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '群发说明' });
    await expect(dialog.parentElement?.querySelector('svg')).toBeNull();
  },
};

/** Open, with its arrow (captured for visual comparison). */
export const Open: Story = {
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: ({ onOpenChange, ...args }) => (
    <div style={{ height: '100vh', display: 'grid', placeItems: 'center' }}>
      <PopoverTrigger onOpenChange={onOpenChange}>
        <Button variant="secondary">群发说明</Button>
        <Popover {...args} />
      </PopoverTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '群发说明' }));
    await screen(canvasElement).findByRole('dialog', { name: '群发说明' });
  },
};
