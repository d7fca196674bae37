import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BulkSendJob, BulkSendJobDetail, BulkSendRecipient, RecipientDelivery } from '@weassit/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { materialListAnswer, mockApiFetch } from '../../../testing/api-fetch-mock';
import { vipUserFixture } from '../../../testing/fixtures';
import { clearNotifications, pageStory } from '../../../testing/story-meta';
import { UserGroupPage } from './UserGroupPage';

const NOW = Date.UTC(2026, 10, 24, 8, 0, 0);

/** The in-memory server of the story that renders now. */
interface BulkServer {
  jobs: BulkSendJobDetail[];
  cancelled: string[];
  created: unknown[];
}
let server: BulkServer;

const recipient = (
  name: string,
  status: BulkSendRecipient['status'],
  delivery: RecipientDelivery | null = null,
): BulkSendRecipient => ({
  name,
  wxid: `${name}@chatroom`,
  status,
  publishedAt: status === 'queued' ? null : NOW,
  sentAt: status === 'sent' ? NOW + 300 : null,
  delivery,
});
const seen = (estimated = false): RecipientDelivery => ({ state: 'seen', seenAt: NOW + 800, estimated });
const awaiting: RecipientDelivery = { state: 'awaiting', seenAt: null, estimated: false };

function summary(job: BulkSendJobDetail): BulkSendJobDetail {
  const sent = job.recipients.filter((r) => r.status === 'sent').length;
  const done = job.recipients.filter((r) => ['published', 'sent', 'robot_offline'].includes(r.status)).length;
  return { ...job, sent, done, total: job.recipients.length };
}

function jobsFixture(): BulkSendJobDetail[] {
  return [
    summary({
      id: 'job-running',
      target: 'Room',
      status: 'running',
      createdAt: NOW,
      finishedAt: null,
      total: 3,
      sent: 0,
      done: 0,
      messages: [{ type: 1, content: '今晚八点开会' }],
      recipients: [
        recipient('项目群 A', 'sent', seen()),
        recipient('售后服务群', 'published', awaiting),
        recipient('家人群', 'queued'),
      ],
    }),
    summary({
      id: 'job-done',
      target: 'Contact',
      status: 'done',
      createdAt: NOW - 86_400_000,
      finishedAt: NOW - 86_398_000,
      total: 2,
      sent: 0,
      done: 0,
      messages: [{ type: 1, content: '节日快乐' }],
      recipients: [recipient('Alice', 'sent', seen(true)), recipient('Bob', 'robot_offline')],
    }),
  ];
}

/** Finished jobs whose recipients show each thing the robot's message records can say. */
function deliveryJobsFixture(): BulkSendJobDetail[] {
  const done = { status: 'done' as const, createdAt: NOW, finishedAt: NOW + 3000, total: 0, sent: 0, done: 0 };
  return [
    summary({
      ...done,
      id: 'job-running',
      target: 'Room',
      messages: [{ type: 1, content: '今晚八点开会' }],
      recipients: [
        recipient('项目群 A', 'sent', seen()),
        recipient('售后服务群', 'sent', { state: 'not_seen', seenAt: null, estimated: false }),
        recipient('家人群', 'sent', { state: 'unknown', seenAt: null, estimated: false }),
        recipient('同事群', 'robot_offline'),
      ],
    }),
    summary({
      ...done,
      id: 'job-done',
      target: 'Contact',
      messages: [{ type: 1, content: '节日快乐' }],
      recipients: [recipient('Alice', 'sent', seen(true)), recipient('Bob', 'sent', { ...awaiting, estimated: true })],
    }),
  ];
}

/**
 * A job moves on one step each time it is read: a sent recipient's awaited record arrives (seen), a published
 * one is sent, and the next queued one is published (its record awaited).
 */
function advance(job: BulkSendJobDetail): BulkSendJobDetail {
  const recipients = job.recipients.map((r): BulkSendRecipient => {
    if (r.status === 'sent' && r.delivery?.state === 'awaiting') return { ...r, delivery: seen() };
    return r.status === 'published' && job.status === 'running' ? { ...r, status: 'sent' } : r;
  });
  if (job.status !== 'running') return { ...job, recipients };
  const next = recipients.findIndex((r) => r.status === 'queued');
  if (next >= 0)
    recipients[next] = {
      ...(recipients[next] as BulkSendRecipient),
      status: 'published',
      publishedAt: NOW,
      delivery: awaiting,
    };
  const finished = recipients.every((r) => r.status === 'sent');
  return summary({ ...job, recipients, status: finished ? 'done' : 'running', finishedAt: finished ? NOW : null });
}

const listOf = (job: BulkSendJobDetail): BulkSendJob => {
  const { messages: _messages, recipients: _recipients, ...rest } = job;
  return rest;
};

function mockBulkApi(jobs: BulkSendJobDetail[], { progress = true } = {}) {
  server = { jobs, cancelled: [], created: [] };
  const detail = (id: string) => () => {
    const index = server.jobs.findIndex((job) => job.id === id);
    if (index < 0) throw new Error('群发任务不存在');
    if (progress) server.jobs[index] = advance(server.jobs[index] as BulkSendJobDetail);
    return server.jobs[index];
  };
  const cancel = (id: string) => () => {
    const job = server.jobs.find((j) => j.id === id);
    if (job?.status !== 'running') throw new Error('群发任务已结束，无法取消');
    server.cancelled.push(id);
    job.status = 'cancelled';
    job.recipients = job.recipients.map((r) => (r.status === 'queued' ? { ...r, status: 'cancelled' } : r));
    return null;
  };
  return mockApiFetch({
    '/api/bulk-sends': (url) => {
      const current = Number(url.searchParams.get('current') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 10);
      return {
        count: server.jobs.length,
        list: server.jobs.slice((current - 1) * pageSize, current * pageSize).map(listOf),
      };
    },
    '/api/bulk-sends/job-running': detail('job-running'),
    '/api/bulk-sends/job-done': detail('job-done'),
    '/api/bulk-sends/job-new': detail('job-new'),
    '/api/bulk-sends/job-running/cancel': cancel('job-running'),
    '/api/ws/messages': (_url, init) => {
      const request = JSON.parse(String(init?.body)) as { groups: { roomName?: string }[] };
      server.created.push(request);
      server.jobs.unshift(
        summary({
          id: 'job-new',
          target: 'Room',
          status: 'running',
          createdAt: NOW + 60_000,
          finishedAt: null,
          total: 0,
          sent: 0,
          done: 0,
          messages: [],
          recipients: request.groups.map((g) => recipient(g.roomName ?? '', 'queued')),
        }),
      );
      return { id: 'job-new' };
    },
    '/api/wechat/allroom': () => [
      { wxid: '1001@chatroom', topic: '项目群 A' },
      { wxid: '1002@chatroom', topic: '售后服务群' },
    ],
    '/api/material/list': materialListAnswer(),
  });
}

const meta = {
  title: 'Console/Vip/UserGroupPage',
  component: UserGroupPage,
  ...pageStory('/vip/userGroup', vipUserFixture),
  parameters: { layout: 'fullscreen', jobs: jobsFixture, progress: true },
  beforeEach: ({ parameters }) => {
    const clear = clearNotifications();
    const restore = mockBulkApi((parameters.jobs as () => BulkSendJobDetail[])(), {
      progress: parameters.progress as boolean,
    });
    return () => {
      restore();
      clear?.();
    };
  },
} satisfies Meta<typeof UserGroupPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const bodyOf = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const tableOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('grid', { name: '群发任务列表' }));

/** Each job: time, 类型, 对象数, 进度 (delivered of all) and 状态, newest first. */
export const ListsJobs: Story = {
  parameters: { progress: false },
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
    const rows = table.getAllByRole('row').slice(1);
    const running = within(rows[0] as HTMLElement);
    for (const text of ['群聊', '3', '1 / 3', '发送中'])
      await expect(running.getByText(text, { exact: true })).toBeVisible();
    const done = within(rows[1] as HTMLElement);
    for (const text of ['好友', '2', '1 / 2', '已完成'])
      await expect(done.getByText(text, { exact: true })).toBeVisible();
    await expect(within(canvasElement).getByRole('button', { name: '新建群发' })).toBeVisible();
  },
};

/** No job yet: the empty state explains, with 新建群发. */
export const Empty: Story = {
  parameters: { jobs: () => [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '还没有群发任务', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '新建群发' })).toBeVisible();
  },
};

const SEEN_AT = /^机器人已发出 \d{2}:\d{2}:\d{2}$/;

/**
 * A running job's recipients are fetched again every second until each one is 已送达机器人, and after the job
 * until the robot's record of each one arrived (机器人已发出).
 */
export const FollowsARunningJob: Story = {
  play: async ({ canvasElement }) => {
    const table = await tableOf(canvasElement);
    await userEvent.click((await table.findAllByRole('button', { name: /^查看/ }))[0] as HTMLElement);
    const dialog = within(await bodyOf(canvasElement).findByRole('dialog', { name: '群发任务详情' }));
    const recipients = within(await dialog.findByRole('grid', { name: '群发对象' }));
    await waitFor(() => expect(recipients.getAllByText('已送达机器人')).toHaveLength(3), { timeout: 8000 });
    await waitFor(() => expect(dialog.queryByRole('button', { name: '取消任务' })).toBeNull());
    await expect(dialog.getByText('已完成')).toBeVisible();
    await waitFor(() => expect(recipients.getAllByText(SEEN_AT)).toHaveLength(3), { timeout: 10_000 });
    await expect(recipients.queryByText('等待机器人记录')).toBeNull();
  },
};

/**
 * 机器人记录: what the robot's own message records say of each recipient (seen with its time, not seen, history
 * off with a link to 消息记录, nothing for one never published); friends' are marked as an estimate.
 */
export const ShowsWhatTheRobotRecorded: Story = {
  parameters: { progress: false, jobs: deliveryJobsFixture },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const table = await tableOf(canvasElement);
    await userEvent.click((await table.findAllByRole('button', { name: /^查看/ }))[0] as HTMLElement);
    let dialog = within(await body.findByRole('dialog', { name: '群发任务详情' }));
    const rows = (await within(await dialog.findByRole('grid', { name: '群发对象' })).findAllByRole('row')).slice(1);
    const cellOf = (row: number) =>
      within(rows[row] as HTMLElement)
        .getAllByRole('gridcell')
        .at(-1) as HTMLElement;
    await expect(cellOf(0).textContent).toMatch(SEEN_AT);
    await expect(cellOf(1).textContent).toBe('未见发出');
    await expect(cellOf(2).textContent).toBe('未开启消息记录');
    await expect(cellOf(3).textContent).toBe('—');
    await expect(dialog.getByText(/请先开启消息记录/)).toBeVisible();
    const link = dialog.getByRole('link', { name: '前往消息记录' });
    await expect(link.getAttribute('href')).toMatch(/\/vip\/messageHistory$/);
    await expect(link.getAttribute('target')).toBe('_blank');
    await expect(dialog.queryByText('按内容匹配，仅供参考')).toBeNull();
    // The footer's 关闭 (the title bar has one too).
    await userEvent.click(dialog.getAllByRole('button', { name: '关闭' }).at(-1) as HTMLElement);
    await waitFor(() => expect(body.queryByRole('dialog', { name: '群发任务详情' })).toBeNull());

    await userEvent.click((await table.findAllByRole('button', { name: /^查看/ }))[1] as HTMLElement);
    dialog = within(await body.findByRole('dialog', { name: '群发任务详情' }));
    const friends = within(await dialog.findByRole('grid', { name: '群发对象' }));
    await expect(await friends.findAllByText('按内容匹配，仅供参考')).toHaveLength(2);
    await expect(friends.getByText(SEEN_AT)).toBeVisible();
    await expect(friends.getByText('等待机器人记录')).toBeVisible();
    await expect(dialog.getByText(/只能按内容和时间先后匹配/)).toBeVisible();
    await expect(dialog.queryByRole('link', { name: '前往消息记录' })).toBeNull();
  },
};

/** 取消任务 asks first: 继续发送 keeps the job running; 确定取消 cancels it and the queued recipients. */
export const CancelAsksFirst: Story = {
  parameters: { progress: false },
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    const table = await tableOf(canvasElement);
    await userEvent.click((await table.findAllByRole('button', { name: /^查看/ }))[0] as HTMLElement);
    const dialog = within(await body.findByRole('dialog', { name: '群发任务详情' }));
    await userEvent.click(await dialog.findByRole('button', { name: '取消任务' }));
    let ask = within(await body.findByRole('alertdialog', { name: '取消群发' }));
    await userEvent.click(ask.getByRole('button', { name: '继续发送' }));
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: '取消群发' })).toBeNull());
    await expect(server.cancelled).toEqual([]);

    await userEvent.click(dialog.getByRole('button', { name: '取消任务' }));
    ask = within(await body.findByRole('alertdialog', { name: '取消群发' }));
    await userEvent.click(ask.getByRole('button', { name: '确定取消' }));
    await waitFor(() => expect(server.cancelled).toEqual(['job-running']));
    const recipients = within(await dialog.findByRole('grid', { name: '群发对象' }));
    await waitFor(() => expect(recipients.getByText('已取消')).toBeVisible());
    await expect(dialog.queryByRole('button', { name: '取消任务' })).toBeNull();
  },
};

/** 新建群发 → 发送: the job is created, 消息发送成功，以手机收到消息为准 shows, and the new job opens. */
export const CreatesAJob: Story = {
  play: async ({ canvasElement }) => {
    const body = bodyOf(canvasElement);
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '新建群发' }));
    const dialog = within(await body.findByRole('dialog', { name: '群发消息' }));
    const list = within(await dialog.findByRole('listbox', { name: '选择群' }));
    await userEvent.click(await list.findByRole('option', { name: /项目群 A/ }));
    const materials = within(await dialog.findByRole('group', { name: '选择素材' }, { timeout: 15_000 }));
    await userEvent.click(await materials.findByRole('rowheader', { name: /^欢迎语1\b/ }, { timeout: 15_000 }));
    await userEvent.click(dialog.getByRole('button', { name: '发送' }));
    await waitFor(() => expect(body.getByText('消息发送成功，以手机收到消息为准')).toBeVisible());
    await expect(server.created).toHaveLength(1);
    await expect(server.created[0]).toMatchObject({
      target: 'Room',
      groups: [{ wxid: '1001@chatroom', roomName: '项目群 A' }],
    });
    const detail = within(await body.findByRole('dialog', { name: '群发任务详情' }));
    await expect(await detail.findByRole('grid', { name: '群发对象' })).toBeVisible();
  },
};
