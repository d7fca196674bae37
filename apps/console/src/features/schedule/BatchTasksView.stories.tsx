import type { Meta, StoryObj } from '@storybook/react-vite';
import type { BatchTask, BatchTaskInput, BatchTaskType } from '@weassit/contract';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mockApiFetch } from '../../testing/api-fetch-mock';
import { vipUserFixture } from '../../testing/fixtures';
import { StoryFrame } from '../../testing/StoryFrame';
import { clearNotifications } from '../../testing/story-meta';
import { BatchTasksView } from './BatchTasksView';
import { batchNowFixture, batchTasksFixture, loadBatchTargetsFixture } from './batch-fixtures';

/** What the story's in-memory server holds and got. */
interface Server {
  tasks: BatchTask[];
  saved: { input: BatchTaskInput; id?: string }[];
  ran: string[];
  failLoad: boolean;
}
let server: Server;

/** The view over the in-memory server (seeded from `tasks` in beforeEach). */
function View({
  taskType,
  showLastSent = false,
}: {
  tasks: BatchTask[];
  taskType: BatchTaskType;
  failLoad?: boolean;
  showLastSent?: boolean;
}) {
  return (
    <StoryFrame path="/schedule/custom" user={vipUserFixture}>
      <BatchTasksView
        taskType={taskType}
        load={async () => {
          if (server.failLoad) throw new Error('加载失败');
          return server.tasks;
        }}
        onSave={async (input, id) => {
          server.saved.push({ input, ...(id ? { id } : {}) });
          const values = input as BatchTask;
          if (id) server.tasks = server.tasks.map((task) => (task.id === id ? { ...task, ...values } : task));
          else server.tasks = [...server.tasks, { ...values, id: `n${server.tasks.length + 1}`, updatedAt: 0 }];
        }}
        onRemove={async (task) => {
          server.tasks = server.tasks.filter((t) => t.id !== task.id);
        }}
        onRun={async (task) => {
          server.ran.push(task.id);
        }}
        loadTargets={loadBatchTargetsFixture}
        now={batchNowFixture}
        showLastSent={showLastSent}
      />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/Schedule/BatchTasksView',
  component: View,
  parameters: { layout: 'fullscreen' },
  args: { tasks: batchTasksFixture, taskType: 'custom' },
  beforeEach: ({ args }) => {
    server = { tasks: structuredClone(args.tasks), saved: [], ran: [], failLoad: args.failLoad === true };
    return clearNotifications();
  },
} satisfies Meta<typeof View>;

export default meta;
type Story = StoryObj<typeof meta>;

const UNNAMED = '素材定时发送：全部好友';

/** The row whose 编辑 button names `name`. */
async function rowOf(canvasElement: HTMLElement, name: string) {
  const grid = within(await within(canvasElement).findByRole('grid', { name: '批量任务列表' }));
  const edit = await grid.findByRole('button', { name: `编辑任务：${name}` });
  const row = edit.closest<HTMLElement>('[role="row"]');
  if (!row) throw new Error(`no row for ${name}`);
  return within(row);
}

/**
 * The tasks of the page's kind only: by name (or kind), the targets (or 全部好友 with 排除 1), the schedule in
 * words with its next five runs in Asia/Shanghai, and the status.
 */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '批量任务 — 发送给多个群或好友', level: 2 })).toBeVisible();
    const first = await rowOf(canvasElement, '早安问候');
    await expect(first.getByRole('list', { name: '发送对象：项目群 A、售后服务群' })).toBeVisible();
    await expect(await first.findByText('2026年03月02日 周一 08:00:00')).toBeVisible();
    await expect(first.getByText('2026年03月06日 周五 08:00:00')).toBeVisible();
    await expect(first.getByText('运行中')).toBeVisible();
    const second = await rowOf(canvasElement, UNNAMED);
    await expect(second.getByText('全部好友')).toBeVisible();
    await expect(second.getByText('排除 1 个')).toBeVisible();
    await expect(second.getByText('已暂停')).toBeVisible();
    await expect(canvas.queryByText('科技早报')).toBeNull();
    await expect(canvas.queryByText('每日一图')).toBeNull();
  },
};

/** The 机器人最近发出 requests a story made (their targets). */
const lastSentAsked: unknown[] = [];

/**
 * 机器人最近发出 (member): one request for the named targets of the tasks shown; a task to several groups names the
 * group of the latest send seen and how many others were not seen; a task to all friends shows nothing.
 */
export const LastSent: Story = {
  args: { showLastSent: true },
  beforeEach: () => {
    lastSentAsked.length = 0;
    return mockApiFetch({
      '/api/message_history/last_sent': (_url, init) => {
        const { targets } = JSON.parse(String(init?.body)) as { targets: { id?: string }[] };
        lastSentAsked.push(targets);
        return targets.map((target) =>
          target.id === '9001@chatroom'
            ? { status: 'seen', lastSentAt: Date.parse('2026-02-28T01:30:00Z') }
            : { status: 'not_seen', lastSentAt: null },
        );
      },
    });
  },
  play: async ({ canvasElement }) => {
    const first = await rowOf(canvasElement, '早安问候');
    await expect(await first.findByText(/^机器人最近发出：/)).toHaveTextContent(
      '机器人最近发出：02-28 09:30（项目群 A），另有 1 个群未见发出',
    );
    const second = await rowOf(canvasElement, UNNAMED);
    await expect(second.queryByText(/^机器人最近发出：/)).toBeNull();
    await expect(lastSentAsked).toEqual([
      [
        { id: '9001@chatroom', name: '项目群 A', isRoom: true },
        { id: '9002@chatroom', name: '售后服务群', isRoom: true },
      ],
    ]);
  },
};

/** 自定义内容 lists the Dify workflow tasks only. */
export const CustomContentKind: Story = {
  args: { taskType: 'customContent' },
  play: async ({ canvasElement }) => {
    await rowOf(canvasElement, '每日一图');
    await expect(within(canvasElement).queryByText('早安问候')).toBeNull();
  },
};

/** No task of the kind yet: the empty state offers 添加批量任务. */
export const Empty: Story = {
  args: { tasks: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '还没有批量任务' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加批量任务' })).toBeVisible();
  },
};

/** The list did not load: the kit's 加载失败 with 重试, which loads it again. */
export const LoadFailed: Story = {
  args: { failLoad: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '加载失败' })).toBeVisible();
    server.failLoad = false;
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await rowOf(canvasElement, '早安问候');
  },
};

/** 暂停 and 恢复 save the task with `paused` (the server leaves paused tasks out of the robot's list). */
export const PauseAndResume: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const first = await rowOf(canvasElement, '早安问候');
    await userEvent.click(first.getByRole('button', { name: '暂停任务：早安问候' }));
    await waitFor(() => expect(body.getByText('任务已暂停')).toBeVisible());
    await expect(await (await rowOf(canvasElement, '早安问候')).findByText('已暂停')).toBeVisible();
    await expect(server.saved[0]).toMatchObject({ id: 'b1', input: { name: '早安问候', paused: true } });
    await expect(server.saved[0]?.input).not.toHaveProperty('id');

    const second = await rowOf(canvasElement, UNNAMED);
    second.getByRole('button', { name: `恢复任务：${UNNAMED}` }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.getByText('任务已恢复')).toBeVisible());
    await expect(server.saved[1]).toMatchObject({ id: 'b2', input: { isAll: true, paused: false } });
  },
};

/** 复制 opens 添加批量任务 filled with the task (named … 副本); 添加 saves a new task. */
export const Duplicate: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const first = await rowOf(canvasElement, '早安问候');
    await userEvent.click(first.getByRole('button', { name: '复制任务：早安问候' }));
    const dialog = within(await body.findByRole('dialog', { name: '添加批量任务' }));
    await expect(await dialog.findByRole('textbox', { name: /任务名称/ })).toHaveValue('早安问候 副本');
    await expect(dialog.getByRole('textbox', { name: '第 1 条：文字' })).toHaveValue('早上好！');
    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(body.getByText('添加成功')).toBeVisible());
    await expect(server.saved).toEqual([
      {
        input: {
          name: '早安问候 副本',
          type: 'room',
          cron: '0 0 8 * * ?',
          isAll: false,
          targets: [
            { id: '9001@chatroom', name: '项目群 A' },
            { id: '9002@chatroom', name: '售后服务群' },
          ],
          excludeTargets: [],
          paused: false,
          taskType: 'custom',
          taskInfo: { contents: [{ type: 1, content: '早上好！' }] },
        },
      },
    ]);
    await rowOf(canvasElement, '早安问候 副本');
  },
};

/** 编辑 opens the stored task; 保存 replaces it (with its id). */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const second = await rowOf(canvasElement, UNNAMED);
    await userEvent.click(second.getByRole('button', { name: `编辑任务：${UNNAMED}` }));
    const dialog = within(await body.findByRole('dialog', { name: '编辑批量任务' }));
    await expect(await dialog.findByRole('switch', { name: '全部好友' })).toBeChecked();
    await expect(dialog.getByRole('textbox', { name: /发送间隔/ })).toHaveValue('2,000');
    await userEvent.type(dialog.getByRole('textbox', { name: /任务名称/ }), '周五问候');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(body.getByText('修改成功')).toBeVisible());
    await expect(server.saved[0]).toMatchObject({
      id: 'b2',
      input: {
        name: '周五问候',
        isAll: true,
        excludeTargets: [{ id: 'wxid_bob', name: 'Bob' }],
        taskInfo: { delay: 2000 },
      },
    });
  },
};

/** 立即发送 says 发送成功; every 立即发送 then waits out the 5 s cooldown before it can be pressed again. */
export const RunNowCooldown: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const first = await rowOf(canvasElement, '早安问候');
    const run = first.getByRole('button', { name: '立即发送：早安问候' });
    await userEvent.click(run);
    await waitFor(() => expect(body.getByText('发送成功，5s内请勿再次发送')).toBeVisible());
    await expect(server.ran).toEqual(['b1']);
    await waitFor(() => expect(run).toBeDisabled());
    const second = await rowOf(canvasElement, UNNAMED);
    await expect(second.getByRole('button', { name: `立即发送：${UNNAMED}` })).toBeDisabled();
    await waitFor(() => expect(run).toBeEnabled(), { timeout: 8000 });
  },
};

/** 删除 asks first: 取消 keeps the task; 确定删除 removes it. */
export const RemoveAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const first = await rowOf(canvasElement, '早安问候');
    await userEvent.click(first.getByRole('button', { name: '删除任务：早安问候' }));
    let ask = await body.findByRole('alertdialog', { name: '删除批量任务' });
    await expect(within(ask).getByText('确定删除任务“早安问候”吗？机器人将不再按时发送它。')).toBeVisible();
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: '删除批量任务' })).toBeNull());
    await expect(server.tasks).toHaveLength(4);
    await userEvent.click(first.getByRole('button', { name: '删除任务：早安问候' }));
    ask = await body.findByRole('alertdialog', { name: '删除批量任务' });
    await userEvent.click(within(ask).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(body.getByText('删除成功')).toBeVisible());
    await expect(server.tasks.map((task) => task.id)).toEqual(['b2', 'b3', 'b4']);
  },
};
