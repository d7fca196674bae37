import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { expect, fn, mocked, userEvent, waitFor, within } from 'storybook/test';
import { Button, type ButtonProps } from './Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { children: '保存', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'link'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    onPress: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const PressWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const PressWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '保存' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(button).toHaveAttribute('data-focus-visible');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Variants: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} variant="primary">
        添加
      </Button>
      <Button {...args} variant="secondary">
        取消
      </Button>
      <Button {...args} variant="danger">
        删除
      </Button>
      <Button {...args} variant="link">
        查看详情
      </Button>
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        小
      </Button>
      <Button {...args} size="md">
        中
      </Button>
      <Button {...args} size="lg">
        大
      </Button>
    </div>
  ),
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '保存' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Pending: Story = {
  args: { isPending: true, children: '发送' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: '发送' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(within(button).getByRole('progressbar', { name: '加载中' })).toBeInTheDocument();
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** A sign-in button replaced by its result once `onPress` settles, as a login form or a closing dialog is. */
function SignIn({ onPress, ...props }: ButtonProps) {
  const [state, setState] = useState<'idle' | 'pending' | 'done'>('idle');
  if (state === 'done') return <p>已登录</p>;
  return (
    <Button
      {...props}
      isPending={state === 'pending'}
      onPress={async (event) => {
        setState('pending');
        await onPress?.(event);
        setState('done');
      }}
    />
  );
}

/** Elements whose `aria-labelledby` names an id that is not in the document. */
const danglingLabels = (doc: Document) =>
  [...doc.querySelectorAll('[aria-labelledby]')].filter((el) =>
    (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).some((id) => id && !doc.getElementById(id)),
  );

const announcedLabels = (doc: Document) =>
  [...doc.querySelectorAll('[data-live-announcer] [aria-labelledby]')].map((el) => el.getAttribute('aria-labelledby'));

/**
 * A focused button that goes pending is announced; when it unmounts while pending (the form is replaced by its
 * result), the announcement must not keep pointing at the button that is gone.
 */
export const UnmountWhilePending: Story = {
  args: { children: '登录' },
  // Each story starts like a freshly loaded page, without react-aria's live announcer.
  beforeEach: () => destroyAnnouncer(),
  render: (args) => <SignIn {...args} />,
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const canvas = within(canvasElement);
    let finish = () => {};
    const work = new Promise<void>((resolve) => {
      finish = resolve;
    });
    mocked(args.onPress as () => Promise<void>).mockReturnValue(work);
    const button = canvas.getByRole('button', { name: '登录' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    // Screen readers hear the pending button through react-aria's live announcer.
    await waitFor(() => expect(announcedLabels(doc)).toContain(button.id));
    finish();
    await expect(await canvas.findByText('已登录')).toBeVisible();
    await waitFor(() => expect(danglingLabels(doc)).toEqual([]));
  },
};

/**
 * The first announcement of a page comes a moment after the button went pending; a button that is already gone
 * by then (a fast login) must not leave it pointing at nothing either.
 */
export const UnmountBeforeFirstAnnouncement: Story = {
  args: { children: '登录' },
  beforeEach: () => destroyAnnouncer(),
  render: (args) => <SignIn {...args} />,
  play: async ({ canvasElement, args }) => {
    const doc = canvasElement.ownerDocument;
    const canvas = within(canvasElement);
    mocked(args.onPress as () => Promise<void>).mockResolvedValue();
    const announced: Element[] = [];
    // Records the announcer's messages as they arrive, whatever happens to them next.
    const recorder = new MutationObserver((records) => {
      for (const record of records)
        if (record.target instanceof Element && record.target.closest('[data-live-announcer]'))
          for (const node of record.addedNodes)
            if (node instanceof Element && node.hasAttribute('aria-labelledby')) announced.push(node);
    });
    recorder.observe(doc.body, { childList: true, subtree: true });
    try {
      await userEvent.click(canvas.getByRole('button', { name: '登录' }));
      await expect(await canvas.findByText('已登录')).toBeVisible();
      await waitFor(() => expect(announced).not.toEqual([]));
      await expect(danglingLabels(doc)).toEqual([]);
    } finally {
      recorder.disconnect();
    }
  },
};
