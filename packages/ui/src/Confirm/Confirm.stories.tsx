import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ConfirmHost, type ConfirmOptions, cancelAllConfirms, confirm } from './Confirm';

type StoryArgs = ConfirmOptions & { onResult: (confirmed: boolean) => void };

const meta = {
  title: 'UI/Confirm',
  component: ConfirmHost,
  tags: ['autodocs'],
  parameters: {
    layout: 'centered',
    docs: {
      description: {
        component:
          '`confirm(options)` opens an alert dialog and resolves `true` (confirm) or `false` (cancel, Escape). ' +
          'Mount `<ConfirmHost />` once in the app. Calls made while one is open wait in line (first in, first out).',
      },
    },
  },
  // The host every app mounts once; here each story mounts its own.
  decorators: [
    (Story) => (
      <>
        <Story />
        <ConfirmHost />
      </>
    ),
  ],
  // A question left open by a story must not show up in the next one.
  beforeEach: () => () => cancelAllConfirms(),
  args: {
    title: '提示',
    message: '本功能需要开通会员方可使用',
    confirmLabel: '去开通',
    cancelLabel: '取消',
    variant: 'primary',
    onResult: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'danger'] },
    title: { control: 'text' },
    message: { control: 'text' },
    confirmLabel: { control: 'text' },
    cancelLabel: { control: 'text' },
    onResult: { table: { category: 'Events' } },
  },
  render: ({ onResult, ...options }) => (
    <Button onPress={async () => onResult(await confirm(options))}>群发助手</Button>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const ConfirmWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '群发助手' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: '提示' });
    await expect(dialog).toHaveAccessibleDescription('本功能需要开通会员方可使用');
    // With the primary variant the confirm button takes focus.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '去开通' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onResult).toHaveBeenCalledWith(true);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const CancelWithEscape: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '群发助手' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: '提示' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onResult).toHaveBeenCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ConfirmWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '群发助手' }));
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: '提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: '去开通' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith(true);
  },
};

export const CancelWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '群发助手' }));
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: '提示' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onResult).toHaveBeenCalledTimes(1);
    await expect(args.onResult).toHaveBeenCalledWith(false);
  },
};

/** The destructive variant: a red confirm button, and focus starts on 取消 so Enter does no harm. */
export const Danger: Story = {
  args: { title: '删除素材', message: '删除后无法恢复，确定删除吗？', confirmLabel: '删除', variant: 'danger' },
  render: ({ onResult, ...options }) => (
    <Button variant="danger" onPress={async () => onResult(await confirm(options))}>
      删除
    </Button>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: '删除素材' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '取消' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onResult).toHaveBeenCalledWith(false);
  },
};

/** Without labels the buttons read 确定 and 取消. */
export const DefaultLabels: Story = {
  args: { confirmLabel: undefined, cancelLabel: undefined },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '群发助手' }));
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: '提示' });
    await expect(within(dialog).getByRole('button', { name: '确定' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: '取消' })).toBeInTheDocument();
  },
};

/** Two calls at once: the second question waits until the first is answered. */
export const Queued: Story = {
  render: ({ onResult }) => (
    <Button
      onPress={() => {
        confirm({ title: '第一个问题', confirmLabel: '好的' }).then(onResult);
        confirm({ title: '第二个问题', confirmLabel: '好的' }).then(onResult);
      }}
    >
      连续提问
    </Button>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '连续提问' }));
    const first = await screen(canvasElement).findByRole('alertdialog', { name: '第一个问题' });
    await expect(screen(canvasElement).queryByRole('alertdialog', { name: '第二个问题' })).not.toBeInTheDocument();
    await userEvent.click(within(first).getByRole('button', { name: '好的' }));
    const second = await screen(canvasElement).findByRole('alertdialog', { name: '第二个问题' });
    await expect(args.onResult).toHaveBeenNthCalledWith(1, true);
    await waitFor(() => expect(second).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(second).not.toBeInTheDocument());
    await expect(args.onResult).toHaveBeenNthCalledWith(2, false);
  },
};

/** The question on screen (captured for visual comparison). */
export const Open: Story = {
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: ({ onResult, ...options }) => (
    <div style={{ height: '100vh', padding: 16 }}>
      <Button onPress={async () => onResult(await confirm(options))}>群发助手</Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '群发助手' }));
    const dialog = await screen(canvasElement).findByRole('alertdialog', { name: '提示' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: '去开通' })).toHaveFocus());
  },
};
