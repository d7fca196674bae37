import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  RSS_MESSAGES,
  type RssFeed,
  type RssFeedInput,
  type RssTestRequest,
  type RssTestResult,
  RssTestStatus,
  type TargetKind,
  type UserInfo,
} from '@weassit/contract';
import type { TargetOption } from '@weassit/ui';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { vipUserFixture } from '../../../testing/fixtures';
import { StoryFrame } from '../../../testing/StoryFrame';
import { clearNotifications } from '../../../testing/story-meta';
import { RssNewsView } from './RssNewsView';

const FEED_URL = 'https://news.example.com/rss.xml';

/** RSS推送 of the stories: one feed to two groups as text, one to a friend as a link card. */
const feedsFixture: RssFeed[] = [
  {
    id: 'f1',
    updatedAt: 1_760_000_000_000,
    rssUrl: FEED_URL,
    type: 'room',
    targets: [
      { id: '9001@chatroom', name: '项目群 A' },
      { id: '9002@chatroom', name: '售后服务群' },
    ],
    updateTime: '0 */20 * * * *',
    showLink: false,
    thumbUrl: '',
    prefixWord: '今日新闻',
    suffixWord: '',
  },
  {
    id: 'f2',
    updatedAt: 1_760_000_000_000,
    rssUrl: 'https://blog.example.com/atom.xml',
    type: 'contact',
    targets: [{ id: 'wxid_alice', name: 'Alice' }],
    updateTime: '0 0 */3 * * *',
    showLink: true,
    thumbUrl: 'https://blog.example.com/logo.png',
    prefixWord: '',
    suffixWord: '',
  },
];

const rooms: TargetOption[] = [
  { id: '9001@chatroom', name: '项目群 A', label: '项目群 A', value: '项目群 A' },
  { id: '9002@chatroom', name: '售后服务群', label: '售后服务群', value: '售后服务群' },
  { id: '9004@chatroom', name: '读书会', label: '读书会', value: '读书会' },
];
const friends: TargetOption[] = [{ id: 'wxid_alice', name: 'Alice', label: 'Alice', value: 'Alice' }];

/** What the story's in-memory server holds and got. */
interface Server {
  feeds: RssFeed[];
  saved: { input: RssFeedInput; id?: string }[];
  pushed: string[];
  tested: string[];
}
let server: Server;

/** The server's test answers: the feed above reads as a feed, anything else is not one. */
async function answerTest({ rssUrl }: RssTestRequest): Promise<RssTestResult> {
  server.tested.push(rssUrl);
  if (rssUrl === FEED_URL) {
    return {
      status: RssTestStatus.OK,
      message: '订阅正常：示例新闻，最新一条为“新版本发布”',
      title: '示例新闻',
      item: { title: '新版本发布', link: 'https://news.example.com/2', date: 'Tue, 24 Nov 2026 08:00:00 GMT' },
      httpStatus: 200,
    };
  }
  return { status: RssTestStatus.NOT_A_FEED, message: '订阅地址返回的内容不是 RSS 或 Atom 订阅源', httpStatus: 200 };
}

/**
 * The page; the vip route gate in front of it is the console layout's (tested there and in e2e). `feeds` seeds the
 * in-memory server (beforeEach).
 */
function Page({ user }: { user: UserInfo; feeds: RssFeed[] }) {
  return (
    <StoryFrame path="/vip/rssNews" user={user}>
      <RssNewsView
        load={async () => server.feeds}
        onSave={async (input, id) => {
          server.saved.push({ input, ...(id ? { id } : {}) });
          const values = input as RssFeed;
          if (id) server.feeds = server.feeds.map((f) => (f.id === id ? { ...f, ...values } : f));
          else server.feeds = [...server.feeds, { ...values, id: `f${server.feeds.length + 1}`, updatedAt: 0 }];
        }}
        onRemove={async (feed) => {
          server.feeds = server.feeds.filter((f) => f.id !== feed.id);
        }}
        onPush={async (feed) => {
          server.pushed.push(feed.id);
        }}
        onTest={answerTest}
        loadTargets={async (kind: TargetKind) => (kind === 'room' ? rooms : friends)}
      />
    </StoryFrame>
  );
}

const meta = {
  title: 'Console/Vip/RssNewsView',
  component: Page,
  parameters: { layout: 'fullscreen' },
  args: { user: vipUserFixture, feeds: feedsFixture },
  beforeEach: ({ args }) => {
    server = { feeds: structuredClone(args.feeds), saved: [], pushed: [], tested: [] };
    return clearNotifications();
  },
} satisfies Meta<typeof Page>;

export default meta;
type Story = StoryObj<typeof meta>;

const rowOf = async (canvasElement: HTMLElement, url: string) => {
  const table = await within(canvasElement).findByRole('grid', { name: 'RSS 订阅列表' });
  const header = await within(table).findByRole('rowheader', { name: url });
  return within(header.closest<HTMLElement>('[role="row"]') as HTMLElement);
};

const openAddDialog = async (canvasElement: HTMLElement) => {
  const body = within(canvasElement.ownerDocument.body);
  await rowOf(canvasElement, FEED_URL);
  await userEvent.click(within(canvasElement).getByRole('button', { name: '添加订阅' }));
  const element = await body.findByRole('dialog', { name: '添加订阅' });
  return { body, dialog: within(element) };
};

/** Each row: the address, 群/好友 with the targets, the interval by its label, link card or text. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const first = await rowOf(canvasElement, FEED_URL);
    await expect(first.getByRole('list', { name: '推送对象：项目群 A、售后服务群' })).toBeVisible();
    for (const text of ['群', '每 20 分钟', '文字']) await expect(first.getByText(text, { exact: true })).toBeVisible();
    const second = await rowOf(canvasElement, 'https://blog.example.com/atom.xml');
    for (const text of ['好友', '每 3 小时', '链接卡片']) {
      await expect(second.getByText(text, { exact: true })).toBeVisible();
    }
  },
};

/** No feeds yet: the empty state offers 添加订阅. */
export const Empty: Story = {
  args: { feeds: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '还没有 RSS 订阅' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '添加订阅' })).toBeVisible();
  },
};

/**
 * An empty 添加 says 请填写订阅地址 and 请至少选择一个推送对象, and the address takes focus; an ftp address and one
 * too long say why; then a valid feed to a group, every 2 hours, is saved as the server expects.
 */
export const AddValidation: Story = {
  play: async ({ canvasElement }) => {
    const { body, dialog } = await openAddDialog(canvasElement);
    // The defaults: groups, every 60 minutes, text.
    await expect(dialog.getByRole('radio', { name: '群' })).toBeChecked();
    await expect(dialog.getByRole('radio', { name: '文字' })).toBeChecked();
    await expect(dialog.getByRole('button', { name: /更新频率/ })).toHaveTextContent('每 60 分钟');

    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await expect(await dialog.findByText(RSS_MESSAGES.urlRequired)).toBeVisible();
    // The targets field shows its error once its picker has loaded the contacts: on a busy machine, later.
    await expect(await dialog.findByText(RSS_MESSAGES.targetsRequired)).toBeVisible();
    const address = dialog.getByRole('textbox', { name: /订阅地址/ });
    await waitFor(() => expect(address).toHaveFocus());

    await userEvent.keyboard('ftp://example.com/feed');
    await userEvent.tab();
    await expect(await dialog.findByText(RSS_MESSAGES.urlInvalid)).toBeVisible();
    await userEvent.clear(address);
    address.focus();
    await userEvent.paste(`https://example.com/${'a'.repeat(2048)}`);
    await userEvent.tab();
    await expect(await dialog.findByText(RSS_MESSAGES.urlTooLong)).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, FEED_URL);
    await userEvent.tab();
    await waitFor(() => expect(dialog.queryByText(RSS_MESSAGES.urlTooLong)).toBeNull());

    await userEvent.click(await dialog.findByRole('option', { name: /读书会/ }));
    await waitFor(() => expect(dialog.queryByText(RSS_MESSAGES.targetsRequired)).toBeNull());
    const interval = dialog.getByRole('button', { name: /更新频率/ });
    interval.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await body.findByRole('option', { name: '每 2 小时' }));
    await waitFor(() => expect(interval).toHaveTextContent('每 2 小时'));
    await userEvent.type(dialog.getByRole('textbox', { name: /前缀/ }), '早报');

    await userEvent.click(dialog.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(body.getByText('添加成功')).toBeVisible());
    await waitFor(() => expect(body.queryByRole('dialog', { name: '添加订阅' })).toBeNull());
    await expect(server.saved).toEqual([
      {
        input: {
          rssUrl: FEED_URL,
          type: 'room',
          targets: [{ id: '9004@chatroom', name: '读书会' }],
          updateTime: '0 0 */2 * * *',
          showLink: false,
          thumbUrl: '',
          prefixWord: '早报',
          suffixWord: '',
        },
      },
    ]);
  },
};

/** A link card's picture must be an http(s) address of at most 2048 characters. */
export const LinkCardValidation: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openAddDialog(canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: '链接卡片' }));
    await expect(dialog.queryByRole('textbox', { name: /前缀/ })).toBeNull();
    const thumb = await dialog.findByRole('textbox', { name: /卡片封面地址/ });
    await userEvent.type(thumb, 'logo.png');
    await userEvent.tab();
    await expect(await dialog.findByText(RSS_MESSAGES.thumbInvalid)).toBeVisible();
    await userEvent.clear(thumb);
    thumb.focus();
    await userEvent.paste(`https://example.com/${'a'.repeat(2048)}.png`);
    await userEvent.tab();
    await expect(await dialog.findByText(RSS_MESSAGES.thumbTooLong)).toBeVisible();
    await userEvent.clear(thumb);
    await userEvent.tab();
    await waitFor(() => expect(dialog.queryByText(RSS_MESSAGES.thumbTooLong)).toBeNull());
  },
};

/** Prefix and suffix hold at most 200 characters each. */
export const TextValidation: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openAddDialog(canvasElement);
    const prefix = dialog.getByRole('textbox', { name: /前缀/ });
    prefix.focus();
    await userEvent.paste('长'.repeat(201));
    await userEvent.tab();
    await expect(await dialog.findByText(RSS_MESSAGES.prefixTooLong)).toBeVisible();
    const suffix = dialog.getByRole('textbox', { name: /后缀/ });
    suffix.focus();
    await userEvent.paste('尾'.repeat(201));
    await userEvent.tab();
    await expect(await dialog.findByText(RSS_MESSAGES.suffixTooLong)).toBeVisible();
  },
};

/**
 * 测试订阅: without an address it asks for one; a feed shows its title and newest item; an address that is no feed
 * shows why. An edit of the address hides the old result.
 */
export const TestFeed: Story = {
  play: async ({ canvasElement }) => {
    const { dialog } = await openAddDialog(canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: '测试订阅' }));
    await expect(await dialog.findByText('请先填写以 http:// 或 https:// 开头的订阅地址')).toBeVisible();
    await expect(server.tested).toEqual([]);

    const address = dialog.getByRole('textbox', { name: /订阅地址/ });
    await userEvent.type(address, FEED_URL);
    await userEvent.click(dialog.getByRole('button', { name: '测试订阅' }));
    await expect(await dialog.findByText('订阅正常：示例新闻，最新一条为“新版本发布”')).toBeVisible();
    await expect(dialog.getByText('示例新闻', { exact: true })).toBeVisible();
    await expect(dialog.getByText('新版本发布', { exact: true })).toBeVisible();
    await expect(dialog.getByText('https://news.example.com/2')).toBeVisible();

    await userEvent.clear(address);
    await userEvent.type(address, 'https://example.com/page.html');
    await waitFor(() => expect(dialog.queryByText('示例新闻', { exact: true })).toBeNull());
    await userEvent.click(dialog.getByRole('button', { name: '测试订阅' }));
    await expect(await dialog.findByText('订阅地址返回的内容不是 RSS 或 Atom 订阅源')).toBeVisible();
    await expect(server.tested).toEqual([FEED_URL, 'https://example.com/page.html']);
  },
};

/** A stored feed with more targets than allowed (101) cannot be saved until some are removed. */
export const TooManyTargets: Story = {
  args: {
    feeds: [
      {
        ...(feedsFixture[0] as RssFeed),
        targets: Array.from({ length: 101 }, (_, i) => ({ name: `旧群${i + 1}` })),
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const row = await rowOf(canvasElement, FEED_URL);
    await userEvent.click(row.getByRole('button', { name: `编辑订阅：${FEED_URL}` }));
    const dialog = within(await body.findByRole('dialog', { name: '编辑订阅' }));
    await expect(dialog.getByRole('textbox', { name: /订阅地址/ })).toHaveValue(FEED_URL);
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText(RSS_MESSAGES.targetsTooMany)).toBeVisible();
    await expect(server.saved).toEqual([]);
  },
};

/** 编辑 opens with the stored values; switching to 好友 empties the targets; 保存 replaces the feed. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const row = await rowOf(canvasElement, FEED_URL);
    await userEvent.click(row.getByRole('button', { name: `编辑订阅：${FEED_URL}` }));
    const dialog = within(await body.findByRole('dialog', { name: '编辑订阅' }));
    await expect(dialog.getByRole('textbox', { name: /前缀/ })).toHaveValue('今日新闻');
    await expect(dialog.getByRole('button', { name: /更新频率/ })).toHaveTextContent('每 20 分钟');
    await userEvent.click(dialog.getByRole('radio', { name: '好友' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await dialog.findByText(RSS_MESSAGES.targetsRequired)).toBeVisible();
    await userEvent.click(await dialog.findByRole('option', { name: /Alice/ }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(body.getByText('修改成功')).toBeVisible());
    await expect(server.saved[0]).toMatchObject({
      id: 'f1',
      input: { type: 'contact', targets: [{ id: 'wxid_alice', name: 'Alice' }], prefixWord: '今日新闻' },
    });
  },
};

/** 立即推送最新 asks the server to have the robot push the feed now, and says it was sent. */
export const PushNow: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const row = await rowOf(canvasElement, FEED_URL);
    await userEvent.click(row.getByRole('button', { name: `立即推送最新：${FEED_URL}` }));
    await waitFor(() => expect(body.getByText('发送成功，5s内请勿再次发送')).toBeVisible());
    await expect(server.pushed).toEqual(['f1']);
  },
};

/** 删除 asks first: 取消 keeps the feed; 确定删除 removes it. */
export const RemoveAsksFirst: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const row = await rowOf(canvasElement, FEED_URL);
    await userEvent.click(row.getByRole('button', { name: `删除订阅：${FEED_URL}` }));
    let ask = await body.findByRole('alertdialog', { name: '删除订阅' });
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
    await waitFor(() => expect(body.queryByRole('alertdialog', { name: '删除订阅' })).toBeNull());
    await expect(server.feeds).toHaveLength(2);
    await userEvent.click(row.getByRole('button', { name: `删除订阅：${FEED_URL}` }));
    ask = await body.findByRole('alertdialog', { name: '删除订阅' });
    await userEvent.click(within(ask).getByRole('button', { name: '确定删除' }));
    await waitFor(() => expect(body.getByText('删除成功')).toBeVisible());
    await expect(server.feeds.map((f) => f.id)).toEqual(['f2']);
  },
};
