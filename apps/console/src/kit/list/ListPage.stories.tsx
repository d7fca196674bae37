import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Friend } from '@weassit/contract';
import { Button, PlusIcon, type TableColumn } from '@weassit/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { friendFields, friendsFixture, pageOf } from '../../testing/contact-fixtures';
import { userFixture } from '../../testing/fixtures';
import { playRemoveAsksFirst } from '../../testing/list-plays';
import { eventArgTypes, loaders, pageStory } from '../../testing/story-meta';
import { ListPage } from './ListPage';
import { type PageLoader, usePagedList } from './use-paged-list';
import { useRemove } from './use-remove';

interface DemoListProps {
  load: PageLoader<Friend>;
  onAdd: () => void;
  onRemove: (friend: Friend) => Promise<void>;
}

/** A list page built from the kit alone: search, 添加, and 删除 with its confirm. */
function DemoList({ load, onAdd, onRemove }: DemoListProps) {
  const list = usePagedList(load);
  const removeRow = useRemove(onRemove, list.reload);
  const columns: TableColumn<Friend>[] = [
    { key: 'name', title: '昵称', isRowHeader: true },
    { key: 'alias', title: '备注' },
    {
      key: 'actions',
      title: '操作',
      width: 100,
      render: (friend) => (
        <Button
          variant="link"
          size="sm"
          aria-label={`删除 ${friend.name}`}
          onPress={() =>
            void removeRow(friend, {
              title: '删除好友',
              message: `确定删除“${friend.name}”吗？`,
              confirmLabel: '确定删除',
              removed: '删除成功',
            })
          }
        >
          删除
        </Button>
      ),
    },
  ];
  return (
    <ListPage
      title="示例列表"
      search={{ label: '搜索', placeholder: '昵称或备注', onSearch: (word) => list.filter({ word }) }}
      primaryAction={
        <Button onPress={onAdd}>
          <PlusIcon />
          添加
        </Button>
      }
      list={list}
      aria-label="示例表格"
      columns={columns}
      getRowKey={(friend) => friend.wxid}
      empty={{ title: '暂无数据', description: '添加第一条后，它会出现在这里。' }}
    />
  );
}

const meta = {
  title: 'Console/Kit/ListPage',
  component: DemoList,
  ...pageStory('/contact/list', userFixture, { notices: true }),
  args: {
    load: loaders.fromRows(friendsFixture, friendFields),
    onAdd: fn(),
    onRemove: fn(async () => {}),
  },
  argTypes: eventArgTypes('load', 'onAdd', 'onRemove'),
} satisfies Meta<typeof DemoList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing searches once typing pauses, not on every letter; clearing shows every row again. */
export const SearchWhileTyping: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: '示例表格' });
    await within(table).findByRole('rowheader', { name: 'Alice' });
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索' }), 'tom');
    // Debounced: just after the last letter nothing was asked for yet, then the whole word is.
    await expect(args.load).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, word: 'tom' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    await userEvent.click(canvas.getByRole('button', { name: '清除搜索' }));
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10 }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(11));
  },
};

/** Enter searches at once, by keyboard; a word without matches says so in the table. */
export const EnterSearchesAtOnce: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('grid', { name: '示例表格' });
    await within(table).findByRole('rowheader', { name: 'Alice' });
    const search = canvas.getByRole('searchbox', { name: '搜索' });
    search.focus();
    await userEvent.keyboard('小王{Enter}');
    // Enter does not wait for the pause: the request goes out well before SEARCH_DEBOUNCE_MS (300 ms).
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10, word: '小王' }), {
      timeout: 250,
    });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    await userEvent.clear(search);
    await userEvent.keyboard('没有这个人{Enter}');
    await expect(await within(table).findByText('没有找到与“没有这个人”匹配的结果')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(args.load).toHaveBeenLastCalledWith({ current: 1, pageSize: 10 }));
  },
};

/** No rows at all: the empty state explains and carries the primary action (not the toolbar too). */
export const Empty: Story = {
  args: { load: loaders.empty<Friend>() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '暂无数据', level: 2 })).toBeVisible();
    await expect(canvas.queryByRole('grid')).toBeNull();
    const add = canvas.getAllByRole('button', { name: '添加' });
    await expect(add).toHaveLength(1);
    await userEvent.click(add[0] as HTMLElement);
    await expect(args.onAdd).toHaveBeenCalledTimes(1);
  },
};

/** The first load fails (the API client said why), the next succeeds. */
const failingOnce = fn<PageLoader<Friend>>(async (params) => {
  // Storybook clears the mock's calls before each story: the story's first load fails.
  if (failingOnce.mock.calls.length === 1) throw new Error('网络错误');
  return pageOf(friendsFixture, params, friendFields);
});

/** The first load failed: 重试, by keyboard, loads it again. */
export const LoadError: Story = {
  args: { load: failingOnce },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '加载失败', level: 2 })).toBeVisible();
    canvas.getByRole('button', { name: '重试' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.load).toHaveBeenCalledTimes(2));
    await expect(await canvas.findByRole('grid', { name: '示例表格' })).toBeVisible();
  },
};

/** 删除 asks first: 取消 keeps the row; 确定删除 removes it, says 删除成功 and reloads the page. */
export const DeleteAsksFirst: Story = {
  play: ({ canvasElement, args }) =>
    playRemoveAsksFirst(canvasElement, args, {
      button: '删除 Tom',
      title: '删除好友',
      message: '确定删除“Tom”吗？',
      confirmLabel: '确定删除',
      removed: friendsFixture[1],
    }),
};
