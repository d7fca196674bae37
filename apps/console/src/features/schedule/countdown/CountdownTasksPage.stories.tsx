import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApiFetch } from '../../../testing/api-fetch-mock';
import { type MemoryConfigListApi, memoryConfigListApi } from '../../../testing/config-list-fixtures';
import { vipUserFixture } from '../../../testing/fixtures';
import { clearNotifications, pageStory } from '../../../testing/story-meta';
import {
  countdownTasksFixture,
  lastSentState,
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
  saveAndClose,
  taskRow,
} from '../schedule-story-play';
import { CountdownTasksPage } from './CountdownTasksPage';

/** The in-memory server of the story that renders now. */
let server: MemoryConfigListApi = memoryConfigListApi({});

const meta = {
  title: 'Console/Schedule/CountdownTasksPage',
  component: CountdownTasksPage,
  ...pageStory('/schedule/countdown', vipUserFixture),
  beforeEach: () => {
    server = memoryConfigListApi({ countDownTaskSchedule: countdownTasksFixture });
    runNowCalls.length = 0;
    const restoreFetch = mockApiFetch(scheduleApiRoutes);
    const clear = clearNotifications();
    return () => {
      restoreFetch();
      clear();
    };
  },
  render: () => <CountdownTasksPage api={server} now={scheduleNowFixture} />,
} satisfies Meta<typeof CountdownTasksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 机器人最近发出 while 消息记录 is off: nothing is recorded, so the line says where to turn it on. */
export const LastSentNotRecording: Story = {
  beforeEach: () => {
    lastSentState.recording = false;
    return () => {
      lastSentState.recording = true;
    };
  },
  play: async ({ canvasElement }) => {
    const family = await taskRow(canvasElement, '倒计时任务列表', '家人群');
    const link = await family.findByRole('link', { name: '开启消息记录后可见' });
    await expect(link).toHaveAttribute('href', expect.stringMatching(/\/vip\/messageHistory$/));
    await expect(family.getByText(/^机器人最近发出：/)).toBeVisible();
  },
};

async function expectMessages(dialog: Queries) {
  await waitFor(() => expect(dialog.getByText('请选择发送对象')).toBeVisible());
  await expect(dialog.getByText('请填写目标日期')).toBeVisible();
  await expect(dialog.getByText('请填写事件名称')).toBeVisible();
}

/** The list: the group by topic, the event, the schedule with its next runs; 立即发送 sends a countdown now. */
export const ListAndRunNow: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const grid = within(await within(canvasElement).findByRole('grid', { name: '倒计时任务列表' }));
    await expect(await grid.findByText('家人群')).toBeVisible();
    await expect(grid.getByText('春节')).toBeVisible();
    await expect(await grid.findByText('在09:00')).toBeVisible();
    await expect(grid.getByText('2026年03月01日 周日 09:00:00')).toBeVisible();
    await userEvent.click(grid.getByRole('button', { name: '立即发送：家人群' }));
    await expect(await body.findByText('发送成功，5s内请勿再次发送')).toBeVisible();
    await expect(runNowCalls).toEqual([
      {
        target: 'Room',
        event: 'countdown',
        message: expect.objectContaining({ type: 'room', roomName: '家人群', wxid: '1001@chatroom', prefix: '春节' }),
      },
    ]);
  },
};

/**
 * By keyboard: an empty countdown is refused (target, date, event), then a date in words and a cron with a year;
 * a group picked by keyboard is saved with Enter.
 */
export const ValidationByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog, save } = await openAndSubmitEmpty(canvasElement, '添加倒计时', 'keyboard');
    await expectMessages(dialog);

    await retype(dialog.getByRole('textbox', { name: /^目标日期/ }), '明年春节');
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(dialog.getByText('日期格式应为 年-月-日，例如 2020-05-20')).toBeVisible());
    await expectCronYearRefused(dialog, '0 0 9 * * ? 2027');
    const cron = dialog.getByRole('textbox', { name: /^执行时间/ });

    await retype(cron, '0 0 9 * * ?');
    within(dialog.getByRole('radiogroup', { name: '发送对象类型' }))
      .getByRole('radio', { name: '好友' })
      .focus();
    await userEvent.keyboard('{ArrowRight}');
    await pickTarget(body, dialog, '同', /^同事群/, 'keyboard');
    await retype(dialog.getByRole('textbox', { name: /^目标日期/ }), '2027-02-06');
    await retype(dialog.getByRole('textbox', { name: /^事件名称/ }), '年会');
    await saveAndClose(body, save, '添加倒计时', 'keyboard');
    await expect(server.stored('countDownTaskSchedule')[1]).toEqual({
      type: 'room',
      roomName: '同事群',
      wxid: '1002@chatroom',
      date: '0 0 9 * * ?',
      memorialDay: '2027-02-06',
      prefix: '年会',
      suffix: '',
      endWord: '',
    });
  },
};

/** With the pointer: the same messages; a friend picked with the pointer is stored by name and wxid. */
export const ValidationWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog, save } = await openAndSubmitEmpty(canvasElement, '添加倒计时', 'pointer');
    await expectMessages(dialog);

    await userEvent.click(dialog.getByRole('textbox', { name: /^目标日期/ }));
    await userEvent.keyboard('2027/2/6');
    await userEvent.click(dialog.getByRole('textbox', { name: /^事件名称/ }));
    await waitFor(() => expect(dialog.getByText('日期格式应为 年-月-日，例如 2020-05-20')).toBeVisible());
    await userEvent.keyboard('生日');
    await pickTarget(body, dialog, '小红', /^小红/, 'pointer');
    await userEvent.click(dialog.getByRole('textbox', { name: /^附言/ }));
    await userEvent.keyboard('生日快乐');
    await retype(dialog.getByRole('textbox', { name: /^目标日期/ }), '2027-2-6');
    await saveAndClose(body, save, '添加倒计时', 'pointer');
    await expect(server.stored('countDownTaskSchedule')[1]).toEqual({
      type: 'contact',
      name: '小红',
      wxid: 'wxid_hong',
      date: '0 0 8 * * ?',
      memorialDay: '2027-2-6',
      prefix: '生日',
      suffix: '生日快乐',
      endWord: '',
    });
  },
};
