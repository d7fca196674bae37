import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApiFetch } from '../../../testing/api-fetch-mock';
import { type MemoryConfigListApi, memoryConfigListApi } from '../../../testing/config-list-fixtures';
import { vipUserFixture } from '../../../testing/fixtures';
import { clearNotifications, pageStory } from '../../../testing/story-meta';
import { newsTasksFixture, runNowCalls, scheduleApiRoutes, scheduleNowFixture } from '../schedule-fixtures';
import {
  chooseTargetType,
  expectCronYearRefused,
  openAndSubmitEmpty,
  pickTarget,
  press,
  type Queries,
  retype,
  saveAndClose,
  taskRow,
} from '../schedule-story-play';
import { NewsTasksPage } from './NewsTasksPage';

/** The in-memory server of the story that renders now. */
let server: MemoryConfigListApi = memoryConfigListApi({});

const meta = {
  title: 'Console/Schedule/NewsTasksPage',
  component: NewsTasksPage,
  ...pageStory('/schedule/news', vipUserFixture),
  beforeEach: () => {
    server = memoryConfigListApi({ roomNewsSchedule: newsTasksFixture });
    runNowCalls.length = 0;
    const restoreFetch = mockApiFetch(scheduleApiRoutes);
    const clear = clearNotifications();
    return () => {
      restoreFetch();
      clear();
    };
  },
  render: () => <NewsTasksPage api={server} now={scheduleNowFixture} />,
} satisfies Meta<typeof NewsTasksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const TITLE = '添加新闻资讯';
const NUM_INVALID = '条数应为 1 到 30 之间的整数';

/** The messages of an empty task: no target, no category. */
async function expectMessages(dialog: Queries) {
  await waitFor(() => expect(dialog.getByText('请选择发送对象')).toBeVisible());
  await expect(dialog.getByText('请选择新闻分类')).toBeVisible();
  // The count starts at the robot's 10.
  await expect(dialog.getByRole('textbox', { name: /^新闻条数/ })).toHaveValue('10');
}

/** The list: the group, the category by name, the count and the schedule; 立即发送 sends roomNews now. */
export const ListAndRunNow: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const row = await taskRow(canvasElement, '新闻资讯任务列表', '同事群');
    await expect(row.getByText('科技')).toBeVisible();
    await expect(row.getByText('5')).toBeVisible();
    await expect(await row.findByText('在09:00')).toBeVisible();
    await expect(row.getByText('2026年03月01日 周日 09:00:00')).toBeVisible();
    await userEvent.click(row.getByRole('button', { name: '立即发送：同事群' }));
    await expect(await body.findByText('发送成功，5s内请勿再次发送')).toBeVisible();
    await expect(runNowCalls).toEqual([
      {
        target: 'Room',
        event: 'roomNews',
        message: expect.objectContaining({ type: 'room', wxid: '1002@chatroom', sortId: 8, num: 5 }),
      },
    ]);
  },
};

/**
 * By keyboard: an empty task is refused (target, category), an emptied count and a cron with a year too; then a
 * friend, a category chosen from the list and a count are saved with Enter.
 */
export const ValidationByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog, save } = await openAndSubmitEmpty(canvasElement, TITLE, 'keyboard');
    await expectMessages(dialog);
    const num = dialog.getByRole('textbox', { name: /^新闻条数/ });
    await retype(num, '');
    await userEvent.keyboard('{Tab}');
    await waitFor(() => expect(dialog.getByText(NUM_INVALID)).toBeVisible());
    await expectCronYearRefused(dialog, '0 0 7 * * ? 2026');
    await retype(dialog.getByRole('textbox', { name: /^执行时间/ }), '0 0 7 * * ?');

    await chooseTargetType(dialog, '好友', 'keyboard');
    await pickTarget(body, dialog, '小红', /^小红/, 'keyboard');
    const category = dialog.getByRole('button', { name: /新闻分类/ });
    category.focus();
    await userEvent.keyboard('{ArrowDown}');
    // The list opens on its first category; two down is 国际.
    const first = await within(await body.findByRole('listbox')).findByRole('option', { name: '社会' });
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(category).toHaveTextContent('国际'));
    await waitFor(() => expect(dialog.queryByText('请选择新闻分类')).toBeNull());
    await retype(num, '20');
    await retype(dialog.getByRole('textbox', { name: /^结束语/ }), '早安');
    await waitFor(() => expect(dialog.queryByText(NUM_INVALID)).toBeNull());
    await expect(num).toHaveValue('20');
    await saveAndClose(body, save, TITLE, 'keyboard');
    await expect(server.stored('roomNewsSchedule')[1]).toEqual({
      type: 'contact',
      name: '小红',
      wxid: 'wxid_hong',
      date: '0 0 7 * * ?',
      sortId: 3,
      num: 20,
      endWord: '早安',
    });
  },
};

/** With the pointer: the same messages; a group and a category picked from the list are stored. */
export const ValidationWithPointer: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog, save } = await openAndSubmitEmpty(canvasElement, TITLE, 'pointer');
    await expectMessages(dialog);
    const num = dialog.getByRole('textbox', { name: /^新闻条数/ });
    await userEvent.tripleClick(num);
    await userEvent.keyboard('{Backspace}');
    await press(save, 'pointer');
    await waitFor(() => expect(dialog.getByText(NUM_INVALID)).toBeVisible());

    await chooseTargetType(dialog, '群', 'pointer');
    await pickTarget(body, dialog, '家', /^家人群/, 'pointer');
    await userEvent.click(dialog.getByRole('button', { name: /新闻分类/ }));
    await userEvent.click(await body.findByRole('option', { name: '体育' }));
    await waitFor(() => expect(dialog.queryByText('请选择新闻分类')).toBeNull());
    await userEvent.click(num);
    await userEvent.keyboard('3');
    await saveAndClose(body, save, TITLE, 'pointer');
    await expect(server.stored('roomNewsSchedule')[1]).toEqual({
      type: 'room',
      roomName: '家人群',
      wxid: '1001@chatroom',
      date: '0 0 8 * * ?',
      sortId: 5,
      num: 3,
      endWord: '',
    });
  },
};
