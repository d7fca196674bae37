import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Friend } from '@weassit/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { friendFields, friendsFixture } from '../../../testing/contact-fixtures';
import { userFixture } from '../../../testing/fixtures';
import { eventArgTypes, loaders, pageStory } from '../../../testing/story-meta';
import { FriendListView } from './FriendListView';

const meta = {
  title: 'Console/Pages/FriendList',
  component: FriendListView,
  ...pageStory('/contact/list', userFixture, { notices: true }),
  args: {
    load: loaders.fromRows(friendsFixture, friendFields),
    onSync: fn(async () => {}),
    onSend: fn(async () => {}),
  },
  argTypes: eventArgTypes('load', 'onSync', 'onSend'),
} satisfies Meta<typeof FriendListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first page; typing searches (debounced), Enter and paging ask for the matching page. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: '好友列表' });
    await expect(await within(table).findByRole('rowheader', { name: 'Alice' })).toBeVisible();
    await expect(args.load).toHaveBeenCalledWith({ current: 1, pageSize: 10 });
    // The pagination loads on first use (LazyPagination).
    await expect(await canvas.findByText('共 12 条')).toBeVisible();

    // Paging.
    await userEvent.click(canvas.getByRole('button', { name: '第 2 页' }));
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 2, pageSize: 10 }));
    await expect(await within(table).findByRole('rowheader', { name: '周八' })).toBeVisible();

    // Search by remark: back to page 1 with the word.
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索好友' }), 'tom');
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, word: 'tom' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await expect(within(table).getByRole('rowheader', { name: 'Tom' })).toBeVisible();
    await expect(within(table).getByRole('rowheader', { name: 'Alice' })).toBeVisible();

    // Escape clears the search at once.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10 }));
  },
};

/** A search without matches says so in the table. */
export const NoMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: '好友列表' });
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索好友' }), 'nobody{Enter}');
    await expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, word: 'nobody' });
    await expect(await canvas.findByText('没有找到与“nobody”匹配的结果')).toBeVisible();
  },
};

/** Before the first answer. */
export const Loading: Story = {
  args: { load: loaders.pending<Friend>() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
  },
};

/** No friends yet: where they come from, and 同步好友 (then 5 s wait). */
export const Empty: Story = {
  args: { load: loaders.empty<Friend>() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '暂无好友', level: 2 })).toBeVisible();
    await expect(canvas.getByText(/启动并登录机器人后，好友列表会自动同步/)).toBeVisible();
    const sync = canvas.getByRole('button', { name: '同步好友' });
    await userEvent.click(sync);
    await expect(args.onSync).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(sync).toBeDisabled());
    await waitFor(() =>
      expect(within(canvasElement.ownerDocument.body).getByText('发送成功，5s内请勿再次发送')).toBeVisible(),
    );
  },
};

/** The list failed to load (the API client already showed why): a retry. */
export const LoadError: Story = {
  args: { load: loaders.failing<Friend>() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '加载失败' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
  },
};

/** 发消息: 内容必填 on an empty submit, then the text goes to that friend and the dialog closes. */
export const SendMessage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('button', { name: '给 Tom 发消息' }));
    const dialog = await body.findByRole('dialog', { name: '发消息给好友' });
    await waitFor(() => expect(within(dialog).getByText('发送给：Tom')).toBeVisible());
    const field = within(dialog).getByRole('textbox', { name: /消息内容/ });
    await expect(field).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await expect(await within(dialog).findByText('内容必填')).toBeVisible();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.type(field, '晚上一起吃饭');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledWith(friendsFixture[1], { type: 1, content: '晚上一起吃饭' });
    await waitFor(() => expect(body.getByText('发送成功')).toBeVisible());
    await waitFor(() => expect(body.queryByRole('dialog', { name: '发消息给好友' })).toBeNull());
  },
};
