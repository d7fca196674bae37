import type { Meta, StoryObj } from '@storybook/react-vite';
import { BATCH_MESSAGES, type BatchTask, DIFY_WORKFLOW_SORT_ID, type TargetKind } from '@weassit/contract';
import type { TargetOption } from '@weassit/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vipUserFixture } from '../../../testing/fixtures';
import { eventArgTypes, pageStory } from '../../../testing/story-meta';
import { CRON_YEAR_REFUSED } from '../schedule-story-play';
import BatchTaskDialog from './BatchTaskDialog';

const rooms: TargetOption[] = [
  { id: '9001@chatroom', name: '项目群 A', label: '项目群 A', value: '项目群 A' },
  { id: '9002@chatroom', name: '售后服务群', label: '售后服务群', value: '售后服务群' },
  { id: '9004@chatroom', name: '读书会', label: '读书会', value: '读书会' },
];
const friends: TargetOption[] = [{ id: 'wxid_alice', name: 'Alice', label: 'Alice', value: 'Alice' }];
const loadTargets = async (kind: TargetKind) => (kind === 'room' ? rooms : friends);

const meta = {
  title: 'Console/Schedule/BatchTaskDialog',
  component: BatchTaskDialog,
  ...pageStory('/schedule/customContent', vipUserFixture),
  args: {
    isOpen: true,
    onOpenChange: fn(),
    taskType: 'custom',
    isEditing: false,
    onSubmit: fn(),
    loadTargets,
  },
  argTypes: eventArgTypes('onOpenChange', 'onSubmit'),
} satisfies Meta<typeof BatchTaskDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

type Queries = ReturnType<typeof within>;

/** The open dialog, once its target picker (a chunk of its own) shows the robot's targets. */
async function dialogOf(canvasElement: HTMLElement, name = '添加批量任务') {
  const dialog = within(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name }));
  await dialog.findAllByRole('option');
  return dialog;
}

/** Replaces a text box's whole text by keyboard. */
async function retype(box: HTMLElement, text: string) {
  box.focus();
  await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
  if (text) await userEvent.keyboard(text);
}

/** Whether the focus is in the target picker (its search box or its list). */
const focusIsInPicker = (dialog: Queries) =>
  dialog.getByRole('listbox').closest('[data-invalid]')?.contains(document.activeElement) === true;

/** Submits with the pointer, or with Enter on the focused button. */
async function submit(dialog: Queries, label: string, by: 'pointer' | 'keyboard') {
  const button = dialog.getByRole('button', { name: label });
  if (by === 'pointer') {
    await userEvent.click(button);
  } else {
    button.focus();
    await userEvent.keyboard('{Enter}');
  }
}

/**
 * 素材定时发送 by pointer: an empty 添加 asks for targets and contents (the picker takes focus); a name too long, an
 * empty text and a cron with a year (the generator) say why; then a valid task is saved as the server expects.
 */
export const CustomByPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('radio', { name: '群' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: /^发送时间/ })).toHaveValue('0 0 8 * * ?');
    await submit(dialog, '添加', 'pointer');
    await waitFor(() => expect(dialog.getByText(BATCH_MESSAGES.targetsRequired)).toBeVisible());
    await expect(dialog.getByText(BATCH_MESSAGES.contentsRequired)).toBeVisible();
    await waitFor(() => expect(focusIsInPicker(dialog)).toBe(true));
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const name = dialog.getByRole('textbox', { name: /任务名称/ });
    await userEvent.click(name);
    await userEvent.paste('名'.repeat(65));
    await userEvent.click(dialog.getByRole('radio', { name: '群' }));
    await expect(await dialog.findByText(BATCH_MESSAGES.nameTooLong)).toBeVisible();
    await userEvent.clear(name);
    await userEvent.type(name, '早安问候');
    await waitFor(() => expect(dialog.queryByText(BATCH_MESSAGES.nameTooLong)).toBeNull());

    await userEvent.click(dialog.getByRole('button', { name: '添加文字' }));
    const text = await dialog.findByRole('textbox', { name: '第 1 条：文字' });
    await waitFor(() => expect(dialog.getByText('文字内容不能为空')).toBeVisible());
    await userEvent.type(text, '早上好');
    await waitFor(() => expect(dialog.queryByText('文字内容不能为空')).toBeNull());

    await retype(dialog.getByRole('textbox', { name: /^发送时间/ }), '0 0 8 * * ? 2026');
    await waitFor(() => expect(dialog.getByText(CRON_YEAR_REFUSED)).toBeVisible());
    await retype(dialog.getByRole('textbox', { name: /^发送时间/ }), '0 30 7 * * ?');
    await waitFor(() => expect(dialog.queryByText(CRON_YEAR_REFUSED)).toBeNull());

    await userEvent.click(await dialog.findByRole('option', { name: /读书会/ }));
    await waitFor(() => expect(dialog.queryByText(BATCH_MESSAGES.targetsRequired)).toBeNull());
    await submit(dialog, '添加', 'pointer');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: '早安问候',
        type: 'room',
        cron: '0 30 7 * * ?',
        isAll: false,
        targets: [{ id: '9004@chatroom', name: '读书会' }],
        excludeTargets: [],
        paused: false,
        taskType: 'custom',
        taskInfo: { contents: [{ type: 1, content: '早上好' }] },
      }),
    );
  },
};

/** The same by keyboard: Enter on 添加 refuses the empty task, focus goes to the picker; Enter saves. */
export const CustomByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await submit(dialog, '添加', 'keyboard');
    await waitFor(() => expect(dialog.getByText(BATCH_MESSAGES.targetsRequired)).toBeVisible());
    await expect(dialog.getByText(BATCH_MESSAGES.contentsRequired)).toBeVisible();
    // The picker's (empty) picked list takes focus; Tab goes to its search box, ↓ to the groups, Space picks one.
    await waitFor(() => expect(focusIsInPicker(dialog)).toBe(true));
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByRole('searchbox')).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(dialog.getByRole('listbox')).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(dialog.queryByText(BATCH_MESSAGES.targetsRequired)).toBeNull());

    dialog.getByRole('button', { name: '添加文字' }).focus();
    await userEvent.keyboard('{Enter}');
    const text = await dialog.findByRole('textbox', { name: '第 1 条：文字' });
    text.focus();
    await userEvent.keyboard('晚安');
    await submit(dialog, '添加', 'keyboard');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({ taskType: 'custom', taskInfo: { contents: [{ type: 1, content: '晚安' }] } }),
      ),
    );
  },
};

/**
 * 新闻资讯: an empty 添加 asks for the category; the count must be 1 to 30, the delay at most 600000 ms; to all groups
 * but one, no target is needed. Saved with the category, count and delay.
 */
export const News: Story = {
  args: { taskType: 'news' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('textbox', { name: /新闻条数/ })).toHaveValue('10');
    await submit(dialog, '添加', 'pointer');
    await waitFor(() => expect(dialog.getByText(BATCH_MESSAGES.categoryRequired)).toBeVisible());
    await expect(dialog.getByText(BATCH_MESSAGES.targetsRequired)).toBeVisible();

    await retype(dialog.getByRole('textbox', { name: /新闻条数/ }), '');
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByText(BATCH_MESSAGES.numInvalid)).toBeVisible());
    await retype(dialog.getByRole('textbox', { name: /新闻条数/ }), '5');
    await userEvent.tab();
    await waitFor(() => expect(dialog.queryByText(BATCH_MESSAGES.numInvalid)).toBeNull());
    await retype(dialog.getByRole('textbox', { name: /发送间隔/ }), '700000');
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByText(BATCH_MESSAGES.delayInvalid)).toBeVisible());
    await retype(dialog.getByRole('textbox', { name: /发送间隔/ }), '2000');
    await userEvent.tab();
    await waitFor(() => expect(dialog.queryByText(BATCH_MESSAGES.delayInvalid)).toBeNull());

    const category = dialog.getByRole('button', { name: /新闻分类/ });
    category.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: '科技' }));
    await waitFor(() => expect(category).toHaveTextContent('科技'));
    await waitFor(() => expect(dialog.queryByText(BATCH_MESSAGES.categoryRequired)).toBeNull());

    await userEvent.click(dialog.getByRole('switch', { name: '全部群' }));
    await waitFor(() => expect(dialog.queryByText(BATCH_MESSAGES.targetsRequired)).toBeNull());
    await userEvent.click(await dialog.findByRole('option', { name: /售后服务群/ }));
    await userEvent.type(dialog.getByRole('textbox', { name: /结束语/ }), '祝你愉快');
    await submit(dialog, '添加', 'pointer');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: '',
        type: 'room',
        cron: '0 0 8 * * ?',
        isAll: true,
        targets: [],
        excludeTargets: [{ id: '9002@chatroom', name: '售后服务群' }],
        paused: false,
        taskType: 'news',
        taskInfo: { sortId: 8, num: 5, endWord: '祝你愉快', delay: 2000 },
      }),
    );
  },
};

/**
 * 自定义内容: the source is the Dify workflow; an empty 添加 asks for its address and key; an address that is not
 * http(s) and a variable without a name say why; the key shows on 显示密钥. Saved with the workflow's inputs.
 */
export const CustomContent: Story = {
  args: { taskType: 'customContent' },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement);
    await expect(dialog.getByRole('button', { name: /内容来源/ })).toHaveTextContent('Dify 工作流');
    await submit(dialog, '添加', 'pointer');
    await waitFor(() => expect(dialog.getByText(BATCH_MESSAGES.baseUrlRequired)).toBeVisible());
    await expect(dialog.getByText(BATCH_MESSAGES.apikeyRequired)).toBeVisible();
    await expect(dialog.getByText(BATCH_MESSAGES.targetsRequired)).toBeVisible();

    const baseUrl = dialog.getByRole('textbox', { name: /Dify 服务地址/ });
    await retype(baseUrl, 'api.dify.ai/v1');
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByText(BATCH_MESSAGES.baseUrlInvalid)).toBeVisible());
    await retype(baseUrl, 'https://api.dify.ai/v1');
    await waitFor(() => expect(dialog.queryByText(BATCH_MESSAGES.baseUrlInvalid)).toBeNull());

    const key = canvasElement.ownerDocument.querySelector<HTMLInputElement>('input[name="apikey"]');
    if (!key) throw new Error('no key field');
    await expect(key).toHaveAttribute('type', 'password');
    await userEvent.type(key, 'app-secret');
    await userEvent.click(dialog.getByRole('button', { name: '显示密钥' }));
    await waitFor(() => expect(key).toHaveAttribute('type', 'text'));

    await userEvent.click(dialog.getByRole('button', { name: '添加变量' }));
    const first = await dialog.findByRole('textbox', { name: /变量名 1/ });
    await userEvent.click(first);
    await userEvent.tab();
    await waitFor(() => expect(dialog.getByText(BATCH_MESSAGES.variableKeyRequired)).toBeVisible());
    await userEvent.type(first, 'topic');
    await userEvent.type(dialog.getByRole('textbox', { name: /变量值 1/ }), '今日要闻');
    await waitFor(() => expect(dialog.queryByText(BATCH_MESSAGES.variableKeyRequired)).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: '添加变量' }));
    await dialog.findByRole('textbox', { name: /变量名 2/ });
    await userEvent.click(dialog.getByRole('button', { name: '删除变量 2' }));
    await waitFor(() => expect(dialog.queryByRole('textbox', { name: /变量名 2/ })).toBeNull());

    await userEvent.click(dialog.getByRole('radio', { name: '好友' }));
    await userEvent.click(await dialog.findByRole('option', { name: /Alice/ }));
    await submit(dialog, '添加', 'pointer');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        name: '',
        type: 'contact',
        cron: '0 0 8 * * ?',
        isAll: false,
        targets: [{ id: 'wxid_alice', name: 'Alice' }],
        excludeTargets: [],
        paused: false,
        taskType: 'customContent',
        taskInfo: {
          sortId: DIFY_WORKFLOW_SORT_ID,
          isLocal: true,
          baseUrl: 'https://api.dify.ai/v1',
          apikey: 'app-secret',
          variables: [{ key: 'topic', value: '今日要闻' }],
        },
      }),
    );
  },
};

/** A stored task with more targets than allowed (501) cannot be saved until some are removed. */
const crowded: BatchTask = {
  id: 'b1',
  updatedAt: 0,
  name: '大群发',
  type: 'room',
  cron: '0 0 8 * * ?',
  isAll: false,
  targets: Array.from({ length: 501 }, (_, i) => ({ name: `旧群${i + 1}` })),
  excludeTargets: [],
  paused: false,
  taskType: 'custom',
  taskInfo: { contents: [{ type: 1, content: '通知' }] },
};

export const TooManyTargets: Story = {
  args: { isEditing: true, task: crowded },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogOf(canvasElement, '编辑批量任务');
    await expect(dialog.getByRole('textbox', { name: /任务名称/ })).toHaveValue('大群发');
    await submit(dialog, '保存', 'pointer');
    await waitFor(() => expect(dialog.getByText(BATCH_MESSAGES.targetsTooMany)).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};
