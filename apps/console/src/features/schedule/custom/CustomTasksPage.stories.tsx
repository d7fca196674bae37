import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApiFetch } from '../../../testing/api-fetch-mock';
import { type MemoryConfigListApi, memoryConfigListApi } from '../../../testing/config-list-fixtures';
import { vipUserFixture } from '../../../testing/fixtures';
import { clearNotifications, pageStory } from '../../../testing/story-meta';
import {
  customTasksFixture,
  lastSentCalls,
  runNowCalls,
  scheduleApiRoutes,
  scheduleNowFixture,
} from '../schedule-fixtures';
import {
  chooseTargetType,
  expectCronYearRefused,
  type Input,
  openAndSubmitEmpty,
  pickTarget,
  press,
  type Queries,
  retype,
  taskRow as rowIn,
  saveAndClose,
} from '../schedule-story-play';
import { CustomTasksPage } from './CustomTasksPage';

/** The in-memory server of the story that renders now. */
let server: MemoryConfigListApi = memoryConfigListApi({});

const meta = {
  title: 'Console/Schedule/CustomTasksPage',
  component: CustomTasksPage,
  ...pageStory('/schedule/custom', vipUserFixture),
  beforeEach: () => {
    server = memoryConfigListApi({ roomTaskSchedule: customTasksFixture });
    runNowCalls.length = 0;
    lastSentCalls.length = 0;
    const restoreFetch = mockApiFetch(scheduleApiRoutes);
    const clear = clearNotifications();
    return () => {
      restoreFetch();
      clear();
    };
  },
  render: () => <CustomTasksPage api={server} now={scheduleNowFixture} />,
} satisfies Meta<typeof CustomTasksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = '添加素材定时发送';
const taskRow = (canvasElement: HTMLElement, name: string) => rowIn(canvasElement, '素材定时发送任务列表', name);

/** 机器人最近发出 (member): the group's last send by the robot's records, 私聊无法确认 for the friend; one request. */
export const LastSent: Story = {
  play: async ({ canvasElement }) => {
    const family = await taskRow(canvasElement, '家人群');
    await expect(await family.findByText(/^机器人最近发出：/)).toHaveTextContent('机器人最近发出：02-28 09:30');
    await expect(family.getByText('02-28 09:30')).toHaveAttribute('datetime', '2026-02-28T01:30:00.000Z');
    const wang = await taskRow(canvasElement, '老王');
    await expect(await wang.findByText(/^机器人最近发出：/)).toHaveTextContent('机器人最近发出：私聊无法确认');
    await expect(lastSentCalls).toHaveLength(1);
  },
};

/** The picker table's row whose alias matches. */
async function materialRow(picker: Queries, name: RegExp) {
  const header: HTMLElement = await picker.findByRole('rowheader', { name }, { timeout: 15_000 });
  const row = header.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
}

/** The messages of an empty task: no target, no message. */
async function expectMessages(dialog: Queries) {
  await waitFor(() => expect(dialog.getByText('请选择发送对象')).toBeVisible());
  await expect(dialog.getByText('请至少添加一条发送内容')).toBeVisible();
}

/**
 * Picks 欢迎语1 on the picker's first page and 欢迎语6 on its second (five a page; the selection is kept across
 * pages; at most the 20 items the task takes), then adds them.
 */
async function pickTwoMaterials(body: Queries, dialog: Queries, room: number, by: Input) {
  await press(dialog.getByRole('button', { name: '从素材库选择' }), by);
  const picker = within(await body.findByRole('dialog', { name: '从素材库选择' }));
  await expect(picker.getByText(`还可添加 ${room} 条`)).toBeVisible();
  const first = await materialRow(picker, /^欢迎语1\b/);
  await expect(picker.queryByRole('rowheader', { name: /^欢迎语6\b/ })).toBeNull();
  if (by === 'pointer') await userEvent.click(within(first).getByRole('checkbox'));
  else {
    first.focus();
    await userEvent.keyboard(' ');
  }
  await waitFor(() => expect(first).toHaveAttribute('aria-selected', 'true'));
  await press(picker.getByRole('button', { name: '第 2 页' }), by);
  const sixth = await materialRow(picker, /^欢迎语6\b/);
  if (by === 'pointer') await userEvent.click(within(sixth).getByRole('checkbox'));
  else {
    sixth.focus();
    await userEvent.keyboard(' ');
  }
  await press(await picker.findByRole('button', { name: '添加所选（2）' }), by);
  await waitFor(() => expect(body.queryByRole('dialog', { name: '从素材库选择' })).toBeNull());
}

/** The list: the target (a friend the robot no longer has is flagged), the messages, the schedule, the status. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const family = await taskRow(canvasElement, '家人群');
    await expect(family.getByText('早上好，今天也要加油 等 1 条')).toBeVisible();
    await expect(await family.findByText('在08:00')).toBeVisible();
    await expect(family.getByText('2026年03月02日 周一 08:00:00')).toBeVisible();
    await expect(family.getByText('运行中')).toBeVisible();
    await expect(family.queryByText('对象已失效')).toBeNull();
    const wang = await taskRow(canvasElement, '老王');
    await expect(wang.getByText('[文件] 产品手册')).toBeVisible();
    await expect(await wang.findByText('对象已失效')).toBeVisible();
    await expect(wang.getByText('已暂停')).toBeVisible();
  },
};

/** 恢复 stores the task without the pause flag; 立即发送 sends roomTask with its messages (message.type set). */
export const ResumeAndRunNow: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const wang = await taskRow(canvasElement, '老王');
    await userEvent.click(wang.getByRole('button', { name: '恢复任务：老王' }));
    await waitFor(() => expect(server.stored('roomTaskSchedule')[1]?.paused).toBeUndefined());
    const family = await taskRow(canvasElement, '家人群');
    const run = family.getByRole('button', { name: '立即发送：家人群' });
    await press(run, 'keyboard');
    await expect(await body.findByText('发送成功，5s内请勿再次发送')).toBeVisible();
    await expect(runNowCalls).toEqual([
      {
        target: 'Room',
        event: 'roomTask',
        message: {
          id: 1,
          type: 'room',
          roomName: '家人群',
          wxid: '1001@chatroom',
          date: '0 0 8 * * ?',
          contents: customTasksFixture[0]?.contents,
        },
      },
    ]);
    await waitFor(() => expect(run).toBeDisabled());
  },
};

/**
 * By keyboard: an empty task is refused (target, messages), an empty text and a cron with a year too; then a
 * friend, a typed text and two materials picked across the picker's pages are saved in order.
 */
export const ValidationByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog, save } = await openAndSubmitEmpty(canvasElement, TITLE, 'keyboard');
    await expectMessages(dialog);

    await press(dialog.getByRole('button', { name: '添加文字' }), 'keyboard');
    await press(save, 'keyboard');
    await waitFor(() => expect(dialog.getByText('文字内容不能为空')).toBeVisible());
    await expectCronYearRefused(dialog, '0 0 8 * * ? 2026');
    await retype(dialog.getByRole('textbox', { name: /^执行时间/ }), '0 30 9 * * ?');

    await chooseTargetType(dialog, '好友', 'keyboard');
    await pickTarget(body, dialog, '小', /^小明/, 'keyboard');
    await retype(dialog.getByRole('textbox', { name: '第 1 条：文字' }), '早安');
    await waitFor(() => expect(dialog.queryByText('文字内容不能为空')).toBeNull());
    await pickTwoMaterials(body, dialog, 19, 'keyboard');
    await expect(dialog.getByText('第 3 条：文字素材')).toBeVisible();
    await saveAndClose(body, save, TITLE, 'keyboard');
    await expect(server.stored('roomTaskSchedule')[2]).toEqual({
      type: 'contact',
      name: '小明',
      wxid: 'wxid_ming',
      date: '0 30 9 * * ?',
      contents: [
        { type: 1, content: '早安' },
        { type: 1, id: 'word-1', title: '欢迎语1' },
        { type: 1, id: 'word-6', title: '欢迎语6' },
      ],
    });
  },
};

/** With the pointer: the same messages; a group and two materials from two pages are stored by wxid and id. */
export const ValidationWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog, save } = await openAndSubmitEmpty(canvasElement, TITLE, 'pointer');
    await expectMessages(dialog);

    await pickTwoMaterials(body, dialog, 20, 'pointer');
    await waitFor(() => expect(dialog.queryByText('请至少添加一条发送内容')).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: '添加文字' }));
    await userEvent.click(save);
    await waitFor(() => expect(dialog.getByText('文字内容不能为空')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '删除第 3 条' }));
    await waitFor(() => expect(dialog.queryByText('文字内容不能为空')).toBeNull());
    await pickTarget(body, dialog, '同', /^同事群/, 'pointer');
    await waitFor(() => expect(dialog.queryByText('请选择发送对象')).toBeNull());
    await saveAndClose(body, save, TITLE, 'pointer');
    await expect(server.stored('roomTaskSchedule')[2]).toEqual({
      type: 'room',
      roomName: '同事群',
      wxid: '1002@chatroom',
      date: '0 0 8 * * ?',
      contents: [
        { type: 1, id: 'word-1', title: '欢迎语1' },
        { type: 1, id: 'word-6', title: '欢迎语6' },
      ],
    });
  },
};
