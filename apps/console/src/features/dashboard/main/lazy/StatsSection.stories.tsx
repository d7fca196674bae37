import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MessageStats } from '@weassit/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vipUserFixture } from '../../../../testing/fixtures';
import { eventArgTypes, pageStory } from '../../../../testing/story-meta';
import { StatsSection } from './StatsSection';

const start = Date.UTC(2026, 10, 18, 16);

/** A week of a busy robot: messages every day, online most of them, answers from rules and AI. */
const weekFixture: MessageStats = {
  days: 7,
  timeZone: 'Asia/Shanghai',
  from: start,
  daily: [
    ['2026-11-19', 120, 80, 86_400],
    ['2026-11-20', 96, 64, 72_000],
    ['2026-11-21', 40, 12, 7_200],
    ['2026-11-22', 0, 0, 0],
    ['2026-11-23', 150, 101, 86_400],
    ['2026-11-24', 133, 90, 80_000],
    ['2026-11-25', 57, 30, 30_600],
  ].map(([date, inCount, outCount, online]) => ({
    date: date as string,
    in: inCount as number,
    out: outCount as number,
    onlineSeconds: online as number,
  })),
  topGroups: [
    { id: '20001@chatroom', name: '产品讨论群', count: 230 },
    { id: '20002@chatroom', name: '运营群', count: 120 },
  ],
  topFriends: [{ id: 'wxid_wangwu', name: '王五', count: 42 }],
  replies: {
    answered: 320,
    simulated: 320,
    byCurrentConfig: true,
    byRule: [
      { layer: 'keywords', label: '简单问答', detail: '关键词“价格”已匹配（模糊匹配）', count: 200 },
      { layer: 'globalAi', label: '全局 AI', detail: '由 ChatGPT 回答', count: 100 },
      { layer: null, label: '按当前配置无法推算', detail: '', count: 20 },
    ],
  },
};

const emptyFixture: MessageStats = {
  ...weekFixture,
  daily: weekFixture.daily.map((d) => ({ ...d, in: 0, out: 0, onlineSeconds: 0 })),
  topGroups: [],
  topFriends: [],
  replies: { answered: 0, simulated: 0, byCurrentConfig: true, byRule: [] },
};

const meta = {
  title: 'Console/Pages/Dashboard/Stats',
  component: StatsSection,
  ...pageStory('/dashboard/main', vipUserFixture),
  args: { state: { kind: 'ready', stats: weekFixture }, period: 7, onPeriodChange: fn(), onRetry: fn() },
  argTypes: eventArgTypes('onPeriodChange', 'onRetry'),
} satisfies Meta<typeof StatsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Charts (uPlot, loaded on demand) with summaries; 以表格查看 shows the same numbers; the period switches. */
export const Data: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const daily = await canvas.findByRole('img', { name: '每日消息' });
    await waitFor(() => expect(daily.querySelector('canvas')).not.toBeNull());
    await expect(daily).toHaveAccessibleDescription(/7 天共收到 596 条、发出 377 条消息/);
    await expect(canvas.getByRole('img', { name: '在线时长' })).toBeVisible();
    const region = canvas.getByRole('region', { name: '每日消息' });
    await userEvent.click(within(region).getByText('以表格查看'));
    const table = within(region).getByRole('table');
    await expect(within(table).getByRole('row', { name: '2026-11-23 150 101' })).toBeVisible();
    const groups = within(canvas.getByRole('region', { name: '最活跃的群' })).getByRole('table');
    await expect(within(groups).getByRole('row', { name: '产品讨论群 230' })).toBeVisible();
    await expect(canvas.getByText(/按当前配置推算/)).toBeVisible();
    await expect(canvas.getByRole('row', { name: '全局 AI 由 ChatGPT 回答 100' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: '近 30 天' }));
    await expect(args.onPeriodChange).toHaveBeenCalledWith(30);
  },
};

/** A member with 消息记录 on and nothing in yet. */
export const NoDataYet: Story = {
  args: { state: { kind: 'ready', stats: emptyFixture } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('还没有统计数据')).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

/** A member without 消息记录: where to switch it on. */
export const HistoryOff: Story = {
  args: { state: { kind: 'noLink' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('开启消息记录后这里显示数据统计')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '去开启消息记录' })).toHaveAttribute(
      'href',
      expect.stringMatching(/\/vip\/messageHistory$/),
    );
    await expect(canvas.queryByRole('radiogroup')).toBeNull();
  },
};

/** A free user: the vip prompt, no call made. */
export const Free: Story = {
  args: { state: { kind: 'free' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('开通会员后可查看数据统计')).toBeVisible();
    await expect(canvas.getByRole('link', { name: '了解会员' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { state: { kind: 'loading' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('正在加载数据统计…');
  },
};

/** A failed load says why and offers 重试. */
export const LoadError: Story = {
  args: { state: { kind: 'error', message: '服务暂时不可用，请稍后再试' } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('数据统计加载失败')).toBeVisible();
    await expect(canvas.getByText('服务暂时不可用，请稍后再试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};
