import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageItem } from '@weassit/contract';
import { Button, Form } from '@weassit/ui';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { materialListAnswer, mockApiFetch } from '../../testing/api-fetch-mock';
import { vipUserFixture } from '../../testing/fixtures';
import { inFrame } from '../../testing/story-meta';
import { MessageItemsField } from './MessageItemsField';
import { fromMessageEntries, messageEntriesError, toMessageEntries } from './message-items';

const texts = { itemsRequired: '请至少添加一条消息', textEmpty: '文字内容不能为空' };

/** The field in a form that checks it like a rule dialog does and hands the stored messages to `onSave`. */
function Harness({ initial, onSave }: { initial: MessageItem[]; onSave: (items: MessageItem[]) => void }) {
  const [entries, setEntries] = useState(() => toMessageEntries(initial));
  const [error, setError] = useState<string>();
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        const found = messageEntriesError(entries, texts, true);
        setError(found);
        if (!found) onSave(fromMessageEntries(entries));
      }}
    >
      <MessageItemsField
        label="回复内容"
        description="按顺序发送"
        value={entries}
        onChange={(next) => {
          setEntries(next);
          if (error) setError(messageEntriesError(next, texts, true));
        }}
        errorMessage={error}
        isRequired
        maxItems={5}
      />
      <Button type="submit">保存</Button>
    </Form>
  );
}

const meta = {
  title: 'Console/Kit/MessageItemsField',
  component: Harness,
  args: { initial: [], onSave: fn() },
  beforeEach: () => mockApiFetch({ '/api/material/list': materialListAnswer() }),
  decorators: [inFrame('/wechat/keywords', vipUserFixture)],
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

const scopeOf = (element: HTMLElement) => within(element);

/** The row of the picker's table whose alias matches. */
async function findRow(scope: ReturnType<typeof scopeOf>, name: RegExp) {
  const header = await scope.findByRole('rowheader', { name }, { timeout: 15_000 });
  const row = header.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** Texts typed inline; an empty one is refused until it is filled; the messages are stored in order. */
export const TextsAndEmptyError: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('请至少添加一条消息')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '添加文字' }));
    await userEvent.click(canvas.getByRole('button', { name: '添加文字' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '第 1 条：文字' }), '你好');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('文字内容不能为空')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '第 2 条：文字' })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSave).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByRole('textbox', { name: '第 2 条：文字' }), '再见');
    await waitFor(() => expect(canvas.queryByText('文字内容不能为空')).toBeNull());
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith([
      { type: 1, content: '你好' },
      { type: 1, content: '再见' },
    ]);
  },
};

/** Materials picked with the pointer, across tabs, are added after the texts, by id with their names. */
export const PickWithPointer: Story = {
  args: { initial: [{ type: 1, content: '请看资料' }] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: '从素材库选择' }));
    const dialog = within(await body.findByRole('dialog', { name: '从素材库选择' }));
    await userEvent.click(within(await findRow(dialog, /^欢迎语1\b/)).getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('tab', { name: /^文件/ }));
    await userEvent.click(within(await findRow(dialog, /^产品手册/)).getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: '添加所选（2）' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: '从素材库选择' })).toBeNull());
    await expect(canvas.getByText('第 2 条：文字素材')).toBeVisible();
    await expect(canvas.getByText('产品手册')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith([
      { type: 1, content: '请看资料' },
      { type: 1, id: 'word-1', title: '欢迎语1' },
      { type: 2, id: 'file-1', title: '产品手册' },
    ]);
  },
};

/** The same with the keyboard: open the dialog, move into the table, Space checks, the confirm button adds. */
export const PickWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    canvas.getByRole('button', { name: '从素材库选择' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = within(await body.findByRole('dialog', { name: '从素材库选择' }));
    const first = await findRow(dialog, /^欢迎语1\b/);
    await userEvent.click(dialog.getByRole('searchbox', { name: '素材别名' }));
    await userEvent.tab();
    await expect(dialog.getByRole('tab', { name: '文字' })).toHaveFocus();
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown} ');
    await expect(await findRow(dialog, /^欢迎语2\b/)).toHaveAttribute('aria-selected', 'true');
    const confirm = dialog.getByRole('button', { name: '添加所选（1）' });
    confirm.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: '从素材库选择' })).toBeNull());
    await expect(canvas.getByText('欢迎语2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith([{ type: 1, id: 'word-2', title: '欢迎语2' }]);
  },
};

/** 上移 / 下移 / 删除 by keyboard and pointer; focus stays on the moved item's button. */
export const ReorderAndRemove: Story = {
  args: {
    initial: [
      { type: 1, content: '一' },
      { type: 2, id: 'file-1', title: '产品手册' },
      { type: 1, content: '三' },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: '上移第 1 条' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '下移第 3 条' })).toBeDisabled();
    canvas.getByRole('button', { name: '下移第 1 条' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: '第 2 条：文字' })).toHaveValue('一');
    await waitFor(() => expect(canvas.getByRole('button', { name: '下移第 2 条' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: '第 3 条：文字' })).toHaveValue('一');
    // At the end, 下移 is disabled: focus goes to its twin.
    await waitFor(() => expect(canvas.getByRole('button', { name: '上移第 3 条' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: '上移第 2 条' }));
    await expect(canvas.getByRole('textbox', { name: '第 1 条：文字' })).toHaveValue('三');
    await userEvent.click(canvas.getByRole('button', { name: '删除第 1 条' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: '删除第 1 条' })).toHaveFocus());
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(args.onSave).toHaveBeenCalledWith([
      { type: 2, id: 'file-1', title: '产品手册' },
      { type: 1, content: '一' },
    ]);
  },
};
