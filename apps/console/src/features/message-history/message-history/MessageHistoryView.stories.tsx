import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Page as ListPage, MessageHistoryLinkState, MessageRecord } from '@weassit/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { vipUserFixture } from '../../../testing/fixtures';
import { StoryFrame } from '../../../testing/StoryFrame';
import { clearNotifications } from '../../../testing/story-meta';
import { MessageHistoryView } from './MessageHistoryView';
import type { MessageHistoryParams } from './message-history-filters';

const T0 = Date.UTC(2026, 10, 24, 2, 0, 0);

const message = (id: number, values: Partial<MessageRecord>): MessageRecord => ({
  id,
  robotWxid: 'wxid_robot',
  conversationId: 'wxid_zhangsan',
  conversationName: '张三',
  isRoom: false,
  senderId: 'wxid_zhangsan',
  senderName: '张三',
  senderAlias: '',
  senderWeixin: '',
  isMyself: false,
  isMention: false,
  type: '文字',
  time: T0 + id * 60_000,
  content: '',
  url: '',
  mediaInfo: null,
  ...values,
});

/** What the robot posted: a private chat with its answer, a group with a link, newest first. */
const messagesFixture: MessageRecord[] = [
  message(4, {
    conversationId: '9001@chatroom',
    conversationName: '项目群 A',
    isRoom: true,
    senderId: 'wxid_lisi',
    senderName: '李四',
    type: 'h5链接',
    content: '评审材料',
    url: 'https://docs.example.com/review',
  }),
  message(3, { conversationId: '9001@chatroom', conversationName: '项目群 A', isRoom: true, content: '收到' }),
  message(2, { isMyself: true, senderId: 'wxid_robot', senderName: '小秘书', content: '你好呀，我是小秘书' }),
  message(1, { content: '你好，明天开产品评审会' }),
];

/** What the story's in-memory server holds and got. */
interface Server {
  link: MessageHistoryLinkState;
  rows: MessageRecord[];
}
let server: Server;

const ON: MessageHistoryLinkState = {
  enabled: true,
  createdAt: T0,
  maxMessages: 200_000,
  retentionDays: 180,
  stored: messagesFixture.length,
};
const OFF: MessageHistoryLinkState = { ...ON, enabled: false, createdAt: null, stored: 0 };

/** The server's filters over the rows (the word case-insensitive, like the server). */
async function answer(params: { current: number; pageSize: number } & MessageHistoryParams) {
  const word = params.word?.toLowerCase();
  const rows = server.rows.filter(
    (m) =>
      (!word || m.content.toLowerCase().includes(word)) &&
      (!params.chatId || m.conversationId === params.chatId) &&
      (!params.isRoom || m.isRoom === (params.isRoom === '1')) &&
      (!params.isMyself || m.isMyself === (params.isMyself === '1')) &&
      (!params.type || m.type === params.type),
  );
  const start = (params.current - 1) * params.pageSize;
  return { count: rows.length, list: rows.slice(start, start + params.pageSize) } satisfies ListPage<MessageRecord>;
}

interface PageArgs {
  link: MessageHistoryLinkState;
  rows: MessageRecord[];
  load: (params: { current: number; pageSize: number } & MessageHistoryParams) => Promise<ListPage<MessageRecord>>;
  loadLink: () => Promise<MessageHistoryLinkState>;
  onEnable: () => Promise<void>;
  onDisable: () => Promise<void>;
  onClear: () => Promise<void>;
  onExport: (params: MessageHistoryParams) => Promise<{ url: string; expiresAt: number }>;
  onDownload: (url: string) => void;
}

/** The page; the vip route gate in front of it is the console layout's. `link` and `rows` seed the server. */
function Page({ link: _link, rows: _rows, ...props }: PageArgs) {
  return (
    <StoryFrame path="/vip/messageHistory" user={vipUserFixture}>
      <MessageHistoryView {...props} />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/Vip/MessageHistoryView',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: {
    link: ON,
    rows: messagesFixture,
    load: fn(answer),
    loadLink: fn(async () => server.link),
    onEnable: fn(async () => {
      server.link = { ...server.link, enabled: true, createdAt: T0 };
    }),
    onDisable: fn(async () => {
      server.link = { ...server.link, enabled: false, createdAt: null };
    }),
    onClear: fn(async () => {
      server.rows = [];
      server.link = { ...server.link, stored: 0 };
    }),
    onExport: fn(async () => ({ url: '/v1/api/message_history/export?token=t1', expiresAt: T0 })),
    onDownload: fn(),
  },
  beforeEach: ({ args }) => {
    server = { link: structuredClone(args.link), rows: structuredClone(args.rows) };
    return clearNotifications();
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const tableOf = async (canvasElement: HTMLElement) =>
  within(await within(canvasElement).findByRole('grid', { name: '消息记录列表' }));

/** Off: what switching on does; 开启消息记录 switches it on and the card says so. */
export const Off: Story = {
  args: { link: OFF, rows: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: '消息记录开关' }));
    await expect(await card.findByText('未开启')).toBeVisible();
    await expect(card.getByText(/机器人会把它收到和发出的每一条消息/)).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '消息记录未开启', level: 2 })).toBeVisible();
    await userEvent.click(card.getByRole('button', { name: '开启消息记录' }));
    await expect(args.onEnable).toHaveBeenCalledTimes(1);
    await expect(await card.findByText('已开启')).toBeVisible();
    await expect(card.getByRole('button', { name: '更换地址' })).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '还没有消息', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '刷新' })).toBeVisible();
    await waitFor(() =>
      expect(body(canvasElement).getByText('消息记录已开启，机器人会自动收到新的配置')).toBeVisible(),
    );
  },
};

/**
 * On, with messages: the counts, each row's time, chat kind, sender (机器人 for its own), type and content with a
 * safe link; a search word is marked; a conversation's name filters by it behind a removable chip; 导出 CSV
 * downloads with the filters; 更换地址 asks first.
 */
export const WithRows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const card = within(await canvas.findByRole('region', { name: '消息记录开关' }));
    await expect(await card.findByText('已保存 4 / 200,000 条')).toBeVisible();
    await expect(card.getByText('保留 180 天，过期自动删除')).toBeVisible();
    const table = await tableOf(canvasElement);
    await expect(await table.findByText('你好，明天开产品评审会')).toBeVisible();
    await expect(table.getByText('机器人')).toBeVisible();
    await expect(table.getByRole('link', { name: '打开链接：https://docs.example.com/review' })).toHaveAttribute(
      'href',
      'https://docs.example.com/review',
    );

    // A two-character word: both matches, marked.
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索消息内容' }), '评审{Enter}');
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, word: '评审' }));
    await waitFor(() => expect(table.getAllByRole('row')).toHaveLength(3));
    await expect(canvasElement.querySelectorAll('mark')).toHaveLength(2);

    // A conversation: the chip, and removing it.
    await userEvent.click(table.getByRole('button', { name: '只看会话：项目群 A' }));
    await waitFor(() =>
      expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, word: '评审', chatId: '9001@chatroom' }),
    );
    const chips = within(canvas.getByRole('grid', { name: '会话筛选' }));
    await expect(chips.getByText('会话：项目群 A')).toBeVisible();

    // 导出 CSV: the current filters, then the download.
    await userEvent.click(canvas.getByRole('button', { name: '导出 CSV' }));
    await expect(args.onExport).toHaveBeenCalledWith({ word: '评审', chatId: '9001@chatroom' });
    await waitFor(() => expect(args.onDownload).toHaveBeenCalledWith('/v1/api/message_history/export?token=t1'));

    await userEvent.click(chips.getByRole('button', { name: /移除会话筛选/ }));
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, word: '评审' }));

    // Only what the robot sent, by keyboard.
    canvas.getByRole('checkbox', { name: '只看机器人发出的' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, word: '评审', isMyself: '1' }),
    );

    // 更换地址 asks first; cancelling changes nothing.
    await userEvent.click(card.getByRole('button', { name: '更换地址' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '更换消息记录地址' });
    await expect(within(dialog).getByText(/旧地址会立即失效/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '取消' }));
    await expect(args.onEnable).not.toHaveBeenCalled();
  },
};

/** Filters that match nothing say so, and 清除筛选 clears them all (the search box too). */
export const NoMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await tableOf(canvasElement);
    await table.findByText('你好，明天开产品评审会');
    const search = canvas.getByRole('searchbox', { name: '搜索消息内容' });
    await userEvent.type(search, '周报{Enter}');
    await expect(await table.findByText('没有符合筛选条件的消息')).toBeVisible();
    await userEvent.click(table.getByRole('button', { name: '清除筛选' }));
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10 }));
    await expect(canvas.getByRole('searchbox', { name: '搜索消息内容' })).toHaveValue('');
    const rows = await tableOf(canvasElement);
    await waitFor(() => expect(rows.getAllByRole('row')).toHaveLength(5));
    await expect(rows.getByText('你好，明天开产品评审会')).toBeVisible();
  },
};

/** 清空记录 asks with the count, then the list is empty and the count is 0. */
export const Clear: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await (await tableOf(canvasElement)).findByText('收到');
    await userEvent.click(canvas.getByRole('button', { name: '清空记录' }));
    const dialog = await body(canvasElement).findByRole('alertdialog', { name: '清空消息记录' });
    await expect(within(dialog).getByText(/全部 4 条消息/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '确定清空' }));
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(await canvas.findByRole('heading', { name: '还没有消息', level: 2 })).toBeVisible();
    await expect(await canvas.findByText('已保存 0 / 200,000 条')).toBeVisible();
  },
};

/** Before the first answers. */
export const Loading: Story = {
  args: {
    load: fn<PageArgs['load']>(() => new Promise(() => {})),
    loadLink: fn<PageArgs['loadLink']>(() => new Promise(() => {})),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const statuses = canvas.getAllByRole('status').map((status) => status.textContent);
    await expect(statuses).toEqual(expect.arrayContaining(['正在读取消息记录开关', expect.stringMatching(/^加载中/)]));
  },
};

/** Both requests failed (the API client already said why): each has its retry. */
export const LoadError: Story = {
  args: {
    load: fn<PageArgs['load']>(async () => Promise.reject(new Error('网络错误'))),
    loadLink: fn<PageArgs['loadLink']>(async () => Promise.reject(new Error('网络错误'))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('没有读取到消息记录开关的状态')).toBeVisible();
    await expect(await canvas.findByRole('heading', { name: '加载失败' })).toBeVisible();
    const retries = canvas.getAllByRole('button', { name: '重试' });
    await expect(retries).toHaveLength(2);
    for (const retry of retries) await userEvent.click(retry);
    await waitFor(() => expect(args.loadLink).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
  },
};
