import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BatchTask } from '@weassit/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApiFetch } from '../../../testing/api-fetch-mock';
import { userFixture, vipUserFixture } from '../../../testing/fixtures';
import { clearNotifications, inFrame } from '../../../testing/story-meta';
import { batchNowFixture, batchTasksFixture } from '../batch-fixtures';
import { CustomContentPage } from './CustomContentPage';

/** What the story's server got: the calls of the batch task API. */
let calls: { method: string; path: string; body: unknown }[] = [];

const rooms = [{ wxid: '9001@chatroom', topic: '项目群 A' }];
const friends = [{ wxid: 'wxid_alice', name: 'Alice', alias: '' }];

const meta = {
  title: 'Console/Schedule/CustomContentPage',
  component: CustomContentPage,
  parameters: { layout: 'fullscreen' },
  args: { now: batchNowFixture },
  beforeEach: () => {
    calls = [];
    const record = (url: URL, init?: RequestInit) => {
      calls.push({
        method: init?.method ?? 'GET',
        path: url.pathname,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      });
    };
    const restoreFetch = mockApiFetch({
      '/api/batch_tasks': (url, init) => {
        record(url, init);
        return (init?.method ?? 'GET').toUpperCase() === 'GET' ? (batchTasksFixture as BatchTask[]) : { id: 'n1' };
      },
      '/run': (url, init) => {
        record(url, init);
        return null;
      },
      '/api/message_history/last_sent': (url, init) => {
        record(url, init);
        return [{ status: 'seen', lastSentAt: Date.parse('2026-02-28T01:00:00Z') }];
      },
      '/api/wechat/allroom': () => rooms,
      '/api/wechat/allfriend': () => friends,
    });
    const clear = clearNotifications();
    return () => {
      restoreFetch();
      clear();
    };
  },
} satisfies Meta<typeof CustomContentPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 自定义内容 for a member: what it does, and the Dify workflow tasks from the server; 立即发送 runs one. */
export const Member: Story = {
  decorators: [inFrame('/schedule/customContent', vipUserFixture)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByRole('heading', { name: '自定义内容', level: 1 })).toBeVisible();
    await expect(canvas.getByText(/运行你的 Dify 工作流/)).toBeVisible();
    const grid = within(await canvas.findByRole('grid', { name: '批量任务列表' }));
    await expect(await grid.findByText('每日一图')).toBeVisible();
    await expect(grid.queryByText('早安问候')).toBeNull();
    // When the robot's records last saw it send to the task's group (one request for the tasks shown).
    await expect(await grid.findByText(/^机器人最近发出：/)).toHaveTextContent('机器人最近发出：02-28 09:00');
    await expect(calls.filter((call) => call.path.endsWith('/last_sent'))).toEqual([
      {
        method: 'POST',
        path: expect.any(String),
        body: { targets: [{ id: '9001@chatroom', name: '项目群 A', isRoom: true }] },
      },
    ]);
    await userEvent.click(grid.getByRole('button', { name: '立即发送：每日一图' }));
    await waitFor(() => expect(body.getByText('发送成功，5s内请勿再次发送')).toBeVisible());
    await expect(calls.at(-1)).toMatchObject({ path: expect.stringMatching(/\/api\/batch_tasks\/b4\/run$/) });
  },
};

/** A free user: why there are no tasks, and 添加批量任务 asks them to become a member; nothing is loaded. */
export const FreeUser: Story = {
  decorators: [inFrame('/schedule/customContent', userFixture)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.getByText(/批量任务是会员功能/)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: '添加批量任务' }));
    const ask = await body.findByRole('alertdialog');
    await expect(within(ask).getByText('本功能需要开通会员方可使用')).toBeVisible();
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).toBeNull());
    await expect(body.queryByRole('dialog', { name: '添加批量任务' })).toBeNull();
    await expect(calls).toEqual([]);
  },
};
