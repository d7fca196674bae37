import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentProps } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Tooltip, TooltipTrigger } from './Tooltip';

type StoryArgs = ComponentProps<typeof Tooltip> & {
  delay: number;
  closeDelay: number;
  onOpenChange: (isOpen: boolean) => void;
};

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    children: '复制群邀请链接',
    placement: 'top',
    showArrow: true,
    delay: 600,
    closeDelay: 200,
    onOpenChange: fn(),
  },
  argTypes: {
    placement: { control: 'select', options: ['top', 'bottom', 'left', 'right'] },
    delay: { control: { type: 'number', step: 100 } },
    closeDelay: { control: { type: 'number', step: 100 } },
    onOpenChange: { table: { category: 'Events' } },
  },
  render: ({ delay, closeDelay, onOpenChange, ...args }) => (
    <TooltipTrigger delay={delay} closeDelay={closeDelay} onOpenChange={onOpenChange}>
      <Button variant="secondary">复制链接</Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

/** Keyboard focus opens the tooltip at once (no delay); Escape closes it and focus stays on the trigger. */
export const OpenOnKeyboardFocus: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '复制链接' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await screen(canvasElement).findByRole('tooltip', {}, { timeout: 300 });
    await expect(tooltip).toHaveTextContent('复制群邀请链接');
    await expect(trigger).toHaveAccessibleDescription('复制群邀请链接');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** Blur closes it: tabbing away leaves no tooltip behind. */
export const CloseOnBlur: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await screen(canvasElement).findByRole('tooltip');
    await userEvent.tab();
    await waitFor(() => expect(screen(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

/** Hover opens it after `delay`; leaving closes it after `closeDelay`. */
export const OpenOnHover: Story = {
  args: { delay: 300, closeDelay: 100 },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '复制链接' });
    // Right after another tooltip closed, the next opens without delay (RAC's 500 ms warm period): let it pass.
    await new Promise((resolve) => setTimeout(resolve, 600));
    // A real mouse moves across the page before it reaches the trigger; RAC only opens on hover from a mouse.
    await userEvent.hover(canvasElement);
    await userEvent.hover(trigger);
    await expect(screen(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument();
    const tooltip = await screen(canvasElement).findByRole('tooltip', {}, { timeout: 2000 });
    await expect(tooltip).toHaveTextContent('复制群邀请链接');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen(canvasElement).queryByRole('tooltip')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

/** A tooltip on an icon-only button adds a description; the button keeps its own accessible name. */
export const OnIconButton: Story = {
  args: { children: '添加成员到群聊', placement: 'right' },
  render: ({ delay, closeDelay, onOpenChange, ...args }) => (
    <TooltipTrigger delay={delay} closeDelay={closeDelay} onOpenChange={onOpenChange}>
      <Button variant="secondary" aria-label="添加成员">
        +
      </Button>
      <Tooltip {...args} />
    </TooltipTrigger>
  ),
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '添加成员' });
    await userEvent.tab();
    const tooltip = await screen(canvasElement).findByRole('tooltip');
    await expect(trigger).toHaveAccessibleName('添加成员');
    await expect(trigger).toHaveAccessibleDescription('添加成员到群聊');
    await waitFor(() => expect(tooltip).toHaveAttribute('data-placement', 'right'));
  },
};

/**
 * The bubble's module loads when a tooltip first opens: until the bubble is in the page, the trigger's
 * `aria-describedby` points at nothing, so it is not set.
 */
export const DescriptionOnlyWithTheBubble: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '复制链接' });
    const dangling: string[] = [];
    const observer = new MutationObserver(() => {
      const id = trigger.getAttribute('aria-describedby');
      if (id && !canvasElement.ownerDocument.getElementById(id)) dangling.push(id);
    });
    observer.observe(trigger, { attributes: true, attributeFilter: ['aria-describedby'] });
    try {
      await expect(trigger).not.toHaveAttribute('aria-describedby');
      await userEvent.tab();
      await screen(canvasElement).findByRole('tooltip');
      await expect(trigger).toHaveAccessibleDescription('复制群邀请链接');
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(trigger).not.toHaveAttribute('aria-describedby'));
    } finally {
      observer.disconnect();
    }
    await expect(dangling).toEqual([]);
  },
};
