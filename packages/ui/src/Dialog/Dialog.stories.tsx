import type { Meta, StoryObj } from '@storybook/react-vite';
import { type ComponentProps, type FormEvent, useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { fieldStyles } from '../Field';
import { Dialog, DialogActions, DialogTrigger } from './Dialog';

type StoryArgs = ComponentProps<typeof Dialog> & { onConfirm: () => void };

const body = <p>素材保存到素材库后，可以在群发消息和自动回复中使用。</p>;

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    title: '添加素材',
    size: 'md',
    isDismissable: false,
    hideCloseButton: false,
    role: 'dialog',
    children: body,
    onOpenChange: fn(),
    onConfirm: fn(),
  },
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    role: { control: 'inline-radio', options: ['dialog', 'alertdialog'] },
    children: { control: false },
    footer: { control: false },
    onOpenChange: { table: { category: 'Events' } },
    onConfirm: { table: { category: 'Events' } },
  },
  // In a DialogTrigger the trigger owns the open state: onOpenChange goes on it.
  render: ({ onOpenChange, onConfirm, ...args }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>添加素材</Button>
      <Dialog {...args} footer={<DialogActions confirmLabel="添加" onConfirm={onConfirm} />} />
    </DialogTrigger>
  ),
} satisfies Meta<StoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const screen = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

export const Playground: Story = {};

export const OpenAndCloseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '添加素材' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '添加素材' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await waitFor(() => expect(dialog).toContainElement(canvasElement.ownerDocument.activeElement as HTMLElement));
    // Focus is trapped: Tab cycles through 关闭, 取消, 添加 and back to 关闭.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '添加' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: '关闭' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const OpenAndCloseWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '添加素材' });
    await userEvent.click(trigger);
    let dialog = await screen(canvasElement).findByRole('dialog', { name: '添加素材' });
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());

    await userEvent.click(trigger);
    dialog = await screen(canvasElement).findByRole('dialog', { name: '添加素材' });
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenCalledTimes(4);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const PrimaryAction: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '添加素材' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '添加素材' });
    await userEvent.click(within(dialog).getByRole('button', { name: '添加' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
    // The primary action does not close the dialog by itself: the caller closes it when the work is done.
    await expect(dialog).toBeInTheDocument();
  },
};

export const Dismissable: Story = {
  args: { isDismissable: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '添加素材' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '添加素材' });
    const backdrop = dialog.parentElement?.parentElement as HTMLElement;
    await userEvent.click(backdrop);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const NotDismissable: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '添加素材' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '添加素材' });
    await userEvent.click(dialog.parentElement?.parentElement as HTMLElement);
    await expect(dialog).toBeInTheDocument();
  },
};

/** Open from the start, without a trigger (controlled with `isOpen`). */
export const Open: Story = {
  tags: ['visual'],
  parameters: { layout: 'fullscreen' },
  render: ({ onOpenChange, onConfirm, ...args }) => (
    <div style={{ height: '100vh' }}>
      <Dialog
        {...args}
        isOpen
        onOpenChange={onOpenChange}
        footer={<DialogActions confirmLabel="添加" onConfirm={onConfirm} />}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '添加素材' });
    await expect(within(dialog).getByRole('heading', { level: 2, name: '添加素材' })).toBeInTheDocument();
  },
};

export const Pending: Story = {
  render: ({ onOpenChange, onConfirm, ...args }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>添加素材</Button>
      <Dialog {...args} footer={<DialogActions confirmLabel="添加" onConfirm={onConfirm} isPending />} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '添加素材' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '添加素材' });
    const confirm = within(dialog).getByRole('button', { name: /添加/ });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await expect(args.onConfirm).not.toHaveBeenCalled();
  },
};

export const Sizes: Story = {
  render: ({ onOpenChange, onConfirm, ...args }) => (
    <div style={{ display: 'flex', gap: 12 }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <DialogTrigger key={size} onOpenChange={onOpenChange}>
          <Button variant="secondary">{size}</Button>
          <Dialog
            {...args}
            size={size}
            title={`尺寸 ${size}`}
            footer={<DialogActions confirmLabel="确定" onConfirm={onConfirm} />}
          />
        </DialogTrigger>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const widths: number[] = [];
    for (const size of ['sm', 'md', 'lg']) {
      await userEvent.click(within(canvasElement).getByRole('button', { name: size }));
      const dialog = await screen(canvasElement).findByRole('dialog', { name: `尺寸 ${size}` });
      widths.push(dialog.getBoundingClientRect().width);
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(dialog).not.toBeInTheDocument());
    }
    await expect(widths[0]).toBeLessThan(widths[1] ?? 0);
    await expect(widths[1]).toBeLessThan(widths[2] ?? 0);
  },
};

const paragraphs = Array.from(
  { length: 30 },
  (_, i) => `第 ${i + 1} 条：群发消息每天最多发送 3 次，超出后将在次日发送。`,
);

export const LongContent: Story = {
  args: {
    title: '使用须知',
    children: (
      <>
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
      </>
    ),
  },
  render: ({ onOpenChange, onConfirm, ...args }) => (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>使用须知</Button>
      <Dialog {...args} footer={<DialogActions confirmLabel="我已了解" onConfirm={onConfirm} />} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '使用须知' }));
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '使用须知' });
    const bodyElement = within(dialog).getByText(/^第 1 条/).parentElement as HTMLElement;
    // The body scrolls and so joins the tab order, after the close button.
    await waitFor(() => expect(bodyElement).toHaveAttribute('tabindex', '0'));
    await expect(bodyElement.scrollHeight).toBeGreaterThan(bodyElement.clientHeight);
    await userEvent.tab();
    await userEvent.tab();
    await expect(bodyElement).toHaveFocus();
    // The footer stays in view.
    const footerButton = within(dialog).getByRole('button', { name: '我已了解' });
    await expect(footerButton.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

/** A form in a dialog: the primary action submits it, shows a spinner while saving, then closes the dialog. */
function EditNicknameDialog({ onSubmit }: { onSubmit: (nickname: string) => void }) {
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const nickname = String(new FormData(event.currentTarget).get('nickname') ?? '');
    setPending(true);
    setTimeout(() => {
      onSubmit(nickname);
      setPending(false);
      setOpen(false);
    }, 300);
  };
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={setOpen}>
      <Button variant="secondary">修改昵称</Button>
      <Dialog
        title="修改昵称"
        size="sm"
        footer={<DialogActions confirmLabel="修改" form="nickname-form" isPending={isPending} />}
      >
        <form id="nickname-form" onSubmit={submit} style={{ display: 'flex', flexDirection: 'column', gap: 4 }}>
          <label htmlFor="nickname-input">昵称</label>
          <input id="nickname-input" name="nickname" defaultValue="小微" className={fieldStyles.inputBox} autoFocus />
        </form>
      </Dialog>
    </DialogTrigger>
  );
}

export const SubmitAForm: Story = {
  render: ({ onConfirm }) => <EditNicknameDialog onSubmit={onConfirm} />,
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: '修改昵称' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen(canvasElement).findByRole('dialog', { name: '修改昵称' });
    const input = within(dialog).getByRole('textbox', { name: '昵称' });
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.clear(input);
    await userEvent.type(input, '微秘书{Enter}');
    await expect(within(dialog).getByRole('button', { name: /修改/ })).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(args.onConfirm).toHaveBeenCalledWith('微秘书');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
