import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Room } from '@weassit/contract';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { roomFields, roomsFixture } from '../../../testing/contact-fixtures';
import { userFixture } from '../../../testing/fixtures';
import { eventArgTypes, loaders, pageStory } from '../../../testing/story-meta';
import { RoomListView } from './RoomListView';

const meta = {
  title: 'Console/Pages/RoomList',
  component: RoomListView,
  ...pageStory('/group/room', userFixture, { notices: true }),
  args: {
    load: loaders.fromRows(roomsFixture, roomFields),
    onSync: fn(async () => {}),
    onSend: fn(async () => {}),
  },
  argTypes: eventArgTypes('load', 'onSync', 'onSend'),
} satisfies Meta<typeof RoomListView>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The groups; a search by topic, then the next page size. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: '群列表' });
    await expect(await within(table).findByRole('rowheader', { name: '项目群 A' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: '成员数' })).toBeVisible();

    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索群' }), '项目群');
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, word: '项目群' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));

    await userEvent.clear(canvas.getByRole('searchbox', { name: '搜索群' }));
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10 }));
    // Keyboard paging: focus 下一页 (back once the whole list is loaded again) and press Enter.
    const next = await canvas.findByRole('button', { name: '下一页' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 2, pageSize: 10 }));
    await expect(await within(table).findByRole('rowheader', { name: '同学会' })).toBeVisible();
  },
};

export const Loading: Story = { args: { load: loaders.pending<Room>() } };

/** No groups yet: the explanation and 同步群; a refused sync (robot offline) still waits 5 s. */
export const Empty: Story = {
  args: {
    load: loaders.empty<Room>(),
    onSync: fn(async () => Promise.reject(new Error('机器人不在线'))),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '暂无群聊', level: 2 })).toBeVisible();
    await expect(canvas.getByText(/启动并登录机器人后，群列表会自动同步/)).toBeVisible();
    const sync = canvas.getByRole('button', { name: '同步群' });
    await userEvent.click(sync);
    await expect(args.onSync).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(sync).toBeDisabled());
  },
};

export const LoadError: Story = {
  args: { load: loaders.failing<Room>() },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { name: '加载失败' })).toBeVisible();
  },
};

/** 发消息 to a group by keyboard; a failed send keeps the dialog and the text. */
export const SendMessage: Story = {
  args: { onSend: fn(async () => Promise.reject(new Error('机器人不在线'))) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const open = await canvas.findByRole('button', { name: '给 家人群 发消息' });
    await userEvent.click(open);
    const dialog = await body.findByRole('dialog', { name: '发消息到群' });
    await userEvent.keyboard('大家好');
    await userEvent.click(within(dialog).getByRole('button', { name: '发送' }));
    await expect(args.onSend).toHaveBeenCalledWith(roomsFixture[3], { type: 1, content: '大家好' });
    await expect(within(dialog).getByRole('textbox', { name: /消息内容/ })).toHaveValue('大家好');
    await expect(dialog).toBeVisible();
  },
};

/** Escape closes the dialog without sending and gives focus back to the row's 发消息. */
export const CloseByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const open = await canvas.findByRole('button', { name: '给 篮球队 发消息' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    await body.findByRole('dialog', { name: '发消息到群' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(open).toHaveFocus());
    await expect(args.onSend).not.toHaveBeenCalled();
  },
};
