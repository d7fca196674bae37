import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApiFetch } from '../../../testing/api-fetch-mock';
import { type MemoryConfigListApi, memoryConfigListApi } from '../../../testing/config-list-fixtures';
import { userFixture, vipUserFixture } from '../../../testing/fixtures';
import { StoryFrame } from '../../../testing/StoryFrame';
import { clearNotifications } from '../../../testing/story-meta';
import {
  dayTasksFixture,
  lastSentCalls,
  runNowCalls,
  scheduleApiRoutes,
  scheduleNowFixture,
} from '../schedule-fixtures';
import {
  expectCronYearRefused,
  openAndSubmitEmpty,
  pickTarget,
  type Queries,
  retype,
  taskRow as rowIn,
  saveAndClose,
} from '../schedule-story-play';
import { DayTasksPage } from './DayTasksPage';

/** The in-memory server of the story that renders now. */
let server: MemoryConfigListApi = memoryConfigListApi({});

const meta = {
  title: 'Console/Schedule/DayTasksPage',
  component: DayTasksPage,
  parameters: { layout: 'fullscreen' },
  // A member unless the story says `user` (机器人最近发出 is for members only).
  decorators: [
    (Story, { parameters }) => (
      <StoryFrame path="/schedule/day" user={parameters.user ?? vipUserFixture}>
        <Story />
      </StoryFrame>
    ),
  ],
  beforeEach: () => {
    server = memoryConfigListApi({ dayTaskSchedule: dayTasksFixture });
    runNowCalls.length = 0;
    lastSentCalls.length = 0;
    const restoreFetch = mockApiFetch(scheduleApiRoutes);
    const clear = clearNotifications();
    return () => {
      restoreFetch();
      clear();
    };
  },
  render: () => <DayTasksPage api={server} now={scheduleNowFixture} />,
} satisfies Meta<typeof DayTasksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The row of the task sent to `name`. */
const taskRow = (canvasElement: HTMLElement, name: string) => rowIn(canvasElement, '每日说任务列表', name);

/**
 * The list: the target by name (a group the robot no longer has is flagged), the schedule in words with its next
 * five run times in Asia/Shanghai, and the status.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const ming = await taskRow(canvasElement, '小明');
    await expect(await ming.findByText('在08:00')).toBeVisible();
    await expect(ming.getByText('2026年03月02日 周一 08:00:00')).toBeVisible();
    await expect(ming.getByText('2026年03月06日 周五 08:00:00')).toBeVisible();
    await expect(ming.getByText('运行中')).toBeVisible();
    await expect(ming.queryByText('对象已失效')).toBeNull();
    const old = await taskRow(canvasElement, '老同学群');
    await expect(await old.findByText('对象已失效')).toBeVisible();
    await expect(old.getByText('已暂停')).toBeVisible();
  },
};

/**
 * 机器人最近发出 (member): once the list is in, one request for all its targets; a group shows when the robot's own
 * records last saw it send there, a friend says it cannot be told (the robot's private records do not name them).
 */
export const LastSent: Story = {
  play: async ({ canvasElement }) => {
    const old = await taskRow(canvasElement, '老同学群');
    await expect(await old.findByText(/^机器人最近发出：/)).toHaveTextContent('机器人最近发出：02-28 07:30');
    const ming = await taskRow(canvasElement, '小明');
    await expect(await ming.findByText(/^机器人最近发出：/)).toHaveTextContent('机器人最近发出：私聊无法确认');
    await expect(lastSentCalls).toEqual([
      [
        { id: 'wxid_ming', name: '小明', isRoom: false },
        { name: '老同学群', isRoom: true },
      ],
    ]);
  },
};

/** A free user: no 机器人最近发出 and no request for it (the list and its schedules show as before). */
export const LastSentFreeUser: Story = {
  parameters: { user: userFixture },
  play: async ({ canvasElement }) => {
    const ming = await taskRow(canvasElement, '小明');
    await expect(await ming.findByText('在08:00')).toBeVisible();
    await expect(within(canvasElement).queryByText(/^机器人最近发出：/)).toBeNull();
    await expect(lastSentCalls).toEqual([]);
  },
};

/** 恢复 and 暂停 store the console's pause flag (the server leaves paused tasks out of the robot's config). */
export const PauseAndResume: Story = {
  play: async ({ canvasElement }) => {
    const old = await taskRow(canvasElement, '老同学群');
    await userEvent.click(old.getByRole('button', { name: '恢复任务：老同学群' }));
    await waitFor(() => expect(server.stored('dayTaskSchedule')[1]?.paused).toBeUndefined());
    const ming = await taskRow(canvasElement, '小明');
    ming.getByRole('button', { name: '暂停任务：小明' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(server.stored('dayTaskSchedule')[0]?.paused).toBe(true));
    await expect(await (await taskRow(canvasElement, '小明')).findByText('已暂停')).toBeVisible();
  },
};

/** 立即发送 asks the robot to send the task now (message.type set) and says so; then waits out the 5 s. */
export const RunNow: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const ming = await taskRow(canvasElement, '小明');
    const run = ming.getByRole('button', { name: '立即发送：小明' });
    await userEvent.click(run);
    await expect(await body.findByText('发送成功，5s内请勿再次发送')).toBeVisible();
    await expect(runNowCalls).toEqual([
      {
        target: 'Contact',
        event: 'wechatEveryday',
        message: expect.objectContaining({ type: 'contact', name: '小明', wxid: 'wxid_ming', city: '北京' }),
      },
    ]);
    await waitFor(() => expect(run).toBeDisabled());
  },
};

/** Checks the messages of an empty task, then of a bad date and a cron with a year. */
async function expectMessages(dialog: Queries) {
  await waitFor(() => expect(dialog.getByText('请选择发送对象')).toBeVisible());
  await expect(dialog.getByText('请填写纪念日')).toBeVisible();
  await expect(dialog.getByText('请填写城市')).toBeVisible();
}

/**
 * By keyboard: an empty task is refused (target, date, city); a date in words and a cron with a year are refused
 * with their messages; a friend picked by keyboard is stored with its wxid, and Enter saves.
 */
export const ValidationByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog, save } = await openAndSubmitEmpty(canvasElement, '添加每日说', 'keyboard');
    await expectMessages(dialog);

    await retype(dialog.getByRole('textbox', { name: /^纪念日/ }), '5月20日');
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(dialog.getByText('日期格式应为 年-月-日，例如 2020-05-20')).toBeVisible());
    await expectCronYearRefused(dialog, '0 0 8 * * ? 2026');
    const cron = dialog.getByRole('textbox', { name: /^执行时间/ });
    await retype(cron, '0 0 25 * * ?');
    await waitFor(() => expect(cron).toHaveAttribute('aria-invalid', 'true'));

    await retype(cron, '0 0 7 * * ?');
    // The dialog counts from the real clock: five next runs at 07:00:00.
    await waitFor(() => expect(dialog.getAllByText(/ 07:00:00$/)).toHaveLength(5));
    await pickTarget(body, dialog, '小', /^小明/, 'keyboard');
    await retype(dialog.getByRole('textbox', { name: /^纪念日/ }), '2020-05-20');
    await retype(dialog.getByRole('textbox', { name: /^城市/ }), '杭州');
    await saveAndClose(body, save, '添加每日说', 'keyboard');
    await expect(server.stored('dayTaskSchedule')[2]).toEqual({
      type: 'contact',
      name: '小明',
      wxid: 'wxid_ming',
      date: '0 0 7 * * ?',
      memorialDay: '2020-05-20',
      city: '杭州',
      endWord: '',
    });
  },
};

/** With the pointer: the same messages; a group picked from the list is stored by topic and wxid. */
export const ValidationWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog, save } = await openAndSubmitEmpty(canvasElement, '添加每日说', 'pointer');
    await expectMessages(dialog);

    await userEvent.click(dialog.getByRole('radio', { name: '群' }));
    await pickTarget(body, dialog, '家', /^家人群/, 'pointer');
    await userEvent.click(dialog.getByRole('textbox', { name: /^纪念日/ }));
    await userEvent.keyboard('2021-1-1');
    await userEvent.click(dialog.getByRole('textbox', { name: /^城市/ }));
    await userEvent.keyboard('北京');
    await waitFor(() => expect(dialog.queryByText('请选择发送对象')).toBeNull());
    await expect(dialog.queryByText('请填写纪念日')).toBeNull();
    await saveAndClose(body, save, '添加每日说', 'pointer');
    await expect(server.stored('dayTaskSchedule')[2]).toMatchObject({
      type: 'room',
      roomName: '家人群',
      wxid: '1001@chatroom',
      date: '0 0 8 * * ?',
      memorialDay: '2021-1-1',
      city: '北京',
    });
  },
};
