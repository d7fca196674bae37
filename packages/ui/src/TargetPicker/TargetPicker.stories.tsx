import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TargetPicker, type TargetPickerProps } from './TargetPicker';
import type { TargetOption } from './TargetPicker.logic';

const friend = (id: string, name: string, alias?: string): TargetOption => ({
  id,
  name,
  alias,
  label: alias ?? name,
  value: name,
});

/** A dozen friends in a fixed order: the interaction stories rely on it. */
const friends: TargetOption[] = [
  friend('wxid_zhangsan', '张三', 'Sam'),
  friend('wxid_lisi', '李四', '客服小李'),
  friend('wxid_wangwu', '王五'),
  friend('wxid_zhaoliu', '赵六', 'Leo'),
  friend('wxid_amy', 'Amy Chen', '陈艾米'),
  friend('wxid_bob', 'Bob'),
  friend('wxid_betty', 'Betty', '财务'),
  friend('wxid_sunqi', '孙七'),
  friend('wxid_zhouba', '周八', 'Zoe'),
  friend('wxid_wujiu', '吴九'),
  friend('wxid_zhengshi', '郑十', '技术支持'),
  friend('wxid_chloe', 'Chloe'),
];

const room = (id: string, topic: string): TargetOption => ({ id, name: topic, label: topic, value: topic });

const groups: TargetOption[] = [
  room('20938471@chatroom', '客户交流群'),
  room('20938472@chatroom', '产品内测群'),
  room('20938473@chatroom', 'VIP 会员群'),
  room('20938474@chatroom', '售后服务群'),
  room('20938475@chatroom', '技术讨论群'),
  room('20938476@chatroom', '深圳同城活动群'),
];

const surnames = '张王李赵刘陈杨黄周吴徐孙马朱胡郭何林罗高';
const givenNames = '伟芳娜敏静磊洋艳勇军杰娟涛明超秀霞平刚桂';
const aliases = ['客服', '售后', 'VIP', '老客户', '同事', '供应商', ''];

/** `count` generated friends, deterministic: wxid_000000, wxid_000001, … */
function generateFriends(count: number): TargetOption[] {
  const list = new Array<TargetOption>(count);
  for (let i = 0; i < count; i++) {
    const name = `${surnames[i % 20]}${givenNames[(i * 7) % 20]}${givenNames[(i * 13) % 20]}`;
    const tag = aliases[i % 7];
    list[i] = friend(`wxid_${String(i).padStart(6, '0')}`, name, tag ? `${tag}${name}` : undefined);
  }
  return list;
}

const playgroundFriends = generateFriends(300);
let largeList: TargetOption[] | undefined;
/** The 100 000 friends, built on first use only. */
const manyFriends = () => {
  largeList ??= generateFriends(100_000);
  return largeList;
};

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Presses Tab (or Shift+Tab) until `element` has focus (keyboard only), failing after a few presses. */
async function tabTo(element: Element, { shift = false } = {}) {
  for (let i = 0; i < 12 && element.ownerDocument.activeElement !== element; i++) await userEvent.tab({ shift });
  await expect(element).toHaveFocus();
}

/** The listbox named `name`, once Virtuoso has measured it and rendered its first rows. */
async function findList(canvas: ReturnType<typeof within>, name: string) {
  const listbox = await canvas.findByRole('listbox', { name });
  await waitFor(() => expect(within(listbox).queryAllByRole('option').length).toBeGreaterThan(0));
  return listbox;
}

/** The option the listbox's aria-activedescendant points at. */
function activeOption(listbox: HTMLElement) {
  const id = listbox.getAttribute('aria-activedescendant');
  return id ? listbox.ownerDocument.getElementById(id) : null;
}

async function expectActive(listbox: HTMLElement, text: string) {
  await waitFor(() => expect(activeOption(listbox)).toHaveTextContent(text));
}

const meta = {
  title: 'UI/TargetPicker',
  component: TargetPicker,
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ width: 440 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: '通知对象',
    options: friends,
    onSelectionChange: fn(),
    onSearchChange: fn(),
  },
  argTypes: {
    options: { control: false },
    selectedIds: { control: false },
    defaultSelectedIds: { control: false },
    texts: { control: false },
    kind: { control: 'inline-radio', options: ['contact', 'room'] },
    selectionMode: { control: 'inline-radio', options: ['multiple', 'single'] },
    onSelectionChange: { table: { category: 'Events' } },
    onSearchChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof TargetPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 300 generated friends; try the controls. */
export const Playground: Story = {
  args: {
    options: playgroundFriends,
    description: '机器人会把消息推送给选中的好友',
    defaultSelectedIds: ['wxid_000003', 'wxid_000010'],
  },
};

/** Multiple selection of friends: the reference screenshot. */
export const Friends: Story = {
  tags: ['visual'],
  args: { defaultSelectedIds: ['wxid_lisi', 'wxid_betty'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listbox = await findList(canvas, '通知对象');
    await expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    // Virtuoso renders the rows once it has measured the list.
    await expect(await canvas.findByRole('option', { name: /李四/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('option', { name: /张三/ })).toHaveAttribute('aria-selected', 'false');
    const tags = canvas.getByRole('grid', { name: '已选好友' });
    await expect(
      within(tags)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['客服小李', '财务']);
    await expect(canvas.getByRole('status')).toHaveTextContent('共 12 个结果，已选 2 项');
  },
};

export const SelectWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const listbox = await findList(canvas, '通知对象');
    await tabTo(listbox);
    // DOM focus stays on the listbox; the active option is its aria-activedescendant.
    await expectActive(listbox, '张三');
    await userEvent.keyboard('{ArrowDown}');
    await expectActive(listbox, '李四');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('option', { name: /李四/ })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['wxid_lisi']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('option', { name: /王五/ })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['wxid_lisi', 'wxid_wangwu']);
    // Space again deselects.
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('option', { name: /王五/ })).toHaveAttribute('aria-selected', 'false');
    await expect(listbox).toHaveFocus();

    await userEvent.keyboard('{End}');
    await expectActive(listbox, 'Chloe');
    await userEvent.keyboard('{Home}');
    await expectActive(listbox, '张三');
    await userEvent.keyboard('{ArrowUp}');
    await expectActive(listbox, '张三');

    // The selected tags: Delete removes the focused one.
    const tags = canvas.getByRole('grid', { name: '已选好友' });
    const tag = within(tags).getByRole('row', { name: '客服小李' });
    await tabTo(tag, { shift: true });
    await userEvent.keyboard('{Delete}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('option', { name: /李四/ })).toHaveAttribute('aria-selected', 'false');
    await expect(within(tags).getByText('未选择好友')).toBeInTheDocument();

    // The bulk actions by keyboard: 全选当前结果, then 清空.
    const selectAll = canvas.getByRole('button', { name: '全选当前结果' });
    await tabTo(selectAll);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('已选 12 项');
    for (const option of within(listbox).getAllByRole('option')) {
      await expect(option).toHaveAttribute('aria-selected', 'true');
    }
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '清空' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.getByRole('status')).toHaveTextContent('已选 0 项');
  },
};

export const SelectWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const listbox = await findList(canvas, '通知对象');
    const bob = await canvas.findByRole('option', { name: /Bob/ });
    await userEvent.click(bob);
    await expect(bob).toHaveAttribute('aria-selected', 'true');
    await expect(listbox).toHaveFocus();
    await expect(listbox).toHaveAttribute('aria-activedescendant', bob.id);
    await userEvent.click(canvas.getByRole('option', { name: /Betty/ }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['wxid_bob', 'wxid_betty']);

    const tags = canvas.getByRole('grid', { name: '已选好友' });
    await expect(
      within(tags)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Bob', '财务']);
    // A tag's remove button.
    await userEvent.click(within(tags).getByRole('button', { name: '移除 财务' }));
    await expect(canvas.getByRole('option', { name: /Betty/ })).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['wxid_bob']);

    // Select all matching adds the search's matches to the selection.
    await userEvent.click(canvas.getByRole('searchbox', { name: '搜索好友' }));
    await userEvent.paste('zh');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('共 4 个结果'));
    await userEvent.click(canvas.getByRole('button', { name: '全选当前结果' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([
      'wxid_bob',
      'wxid_zhangsan',
      'wxid_zhaoliu',
      'wxid_zhouba',
      'wxid_zhengshi',
    ]);
    await expect(canvas.getByRole('status')).toHaveTextContent('共 4 个结果，已选 5 项');

    await userEvent.click(canvas.getByRole('button', { name: '清空' }));
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith([]);
    await expect(within(tags).getByText('未选择好友')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '清空' })).toBeDisabled();
  },
};

export const SingleSelection: Story = {
  args: { selectionMode: 'single', label: '转发给' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const listbox = await findList(canvas, '转发给');
    await expect(listbox).not.toHaveAttribute('aria-multiselectable');
    await expect(canvas.queryByRole('button', { name: '全选当前结果' })).not.toBeInTheDocument();

    await userEvent.click(await canvas.findByRole('option', { name: /张三/ }));
    await expect(canvas.getByRole('option', { name: /张三/ })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('option', { name: /王五/ }));
    await expect(canvas.getByRole('option', { name: /张三/ })).toHaveAttribute('aria-selected', 'false');
    await expect(canvas.getByRole('option', { name: /王五/ })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['wxid_wangwu']);

    // By keyboard: the active option follows the arrows, Enter picks it and replaces the selection.
    await expectActive(listbox, '王五');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(['wxid_zhaoliu']);
    await expect(canvas.getByRole('option', { name: /王五/ })).toHaveAttribute('aria-selected', 'false');
    await expect(within(canvas.getByRole('grid', { name: '已选好友' })).getAllByRole('row')).toHaveLength(1);
  },
};

export const Typeahead: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listbox = await findList(canvas, '通知对象');
    await tabTo(listbox);
    await userEvent.keyboard('b');
    await expectActive(listbox, 'Bob');
    // The same letter again cycles through the options starting with it.
    await userEvent.keyboard('b');
    await expectActive(listbox, 'Betty');
    await pause(600);
    // Aliases count too: Zoe is 周八's alias.
    await userEvent.keyboard('zo');
    await expectActive(listbox, '周八');
    await pause(600);
    await userEvent.keyboard('ch');
    await expectActive(listbox, 'Chloe');
  },
};

/** Filtering waits 100 ms after the last keystroke. */
export const SearchDebounce: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const listbox = await findList(canvas, '通知对象');
    const status = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('searchbox', { name: '搜索好友' }));
    // Timed from before the paste: the debounce timer starts inside it, so this is a true lower bound
    // however slow the machine is.
    const typedFrom = performance.now();
    await userEvent.paste('客服');
    // Right after typing: still the whole list, marked busy.
    await expect(status).toHaveTextContent('共 12 个结果');
    await expect(within(listbox).getByRole('option', { name: /张三/ })).toBeInTheDocument();
    await expect(listbox).toHaveAttribute('aria-busy', 'true');
    await expect(args.onSearchChange).not.toHaveBeenCalled();
    // About 100 ms later: filtered.
    await waitFor(() => expect(status).toHaveTextContent('共 1 个结果'));
    await expect(performance.now() - typedFrom).toBeGreaterThanOrEqual(95);
    await expect(args.onSearchChange).toHaveBeenCalledTimes(1);
    await expect(args.onSearchChange).toHaveBeenCalledWith('客服');
    const options = within(canvas.getByRole('listbox', { name: '通知对象' })).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['李四客服小李wxid_lisi']);
    // ↓ in the search box moves into the list, on the first result.
    await userEvent.keyboard('{ArrowDown}');
    const filteredList = canvas.getByRole('listbox', { name: '通知对象' });
    await expect(filteredList).toHaveFocus();
    await expect(filteredList).toHaveAttribute('aria-activedescendant', options[0]?.id);
  },
};

export const Groups: Story = {
  args: { kind: 'room', label: '推送群组', options: groups, defaultSelectedIds: ['20938473@chatroom'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findList(canvas, '推送群组');
    await expect(canvas.getByRole('searchbox', { name: '搜索群组' })).toHaveAttribute(
      'placeholder',
      '搜索群名称或群 ID',
    );
    await expect(within(canvas.getByRole('grid', { name: '已选群组' })).getByRole('row')).toHaveTextContent(
      'VIP 会员群',
    );
    await userEvent.click(canvas.getByRole('searchbox', { name: '搜索群组' }));
    await userEvent.paste('20938475');
    await waitFor(() =>
      expect(canvas.getAllByRole('option').map((o) => o.textContent)).toEqual(['技术讨论群20938475@chatroom']),
    );
  },
};

/** Controlled: the selection lives in the caller's state. */
export const Controlled: Story = {
  render: function Render(args: TargetPickerProps) {
    const [ids, setIds] = useState<string[]>(['wxid_amy']);
    return (
      <div style={{ display: 'grid', gap: 8 }}>
        <TargetPicker
          {...args}
          selectedIds={ids}
          onSelectionChange={(next) => {
            args.onSelectionChange?.(next);
            setIds(next);
          }}
        />
        <p data-testid="selected">已选：{ids.join('、') || '无'}</p>
        <Button variant="secondary" onPress={() => setIds(['wxid_bob', 'wxid_chloe'])}>
          选择 Bob 和 Chloe
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findList(canvas, '通知对象');
    await userEvent.click(canvas.getByRole('button', { name: '选择 Bob 和 Chloe' }));
    await expect(canvas.getByRole('option', { name: /Bob/ })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('option', { name: /Amy/ })).toHaveAttribute('aria-selected', 'false');
    await userEvent.click(canvas.getByRole('option', { name: /王五/ }));
    await expect(canvas.getByTestId('selected')).toHaveTextContent('已选：wxid_bob、wxid_chloe、wxid_wangwu');
  },
};

export const Empty: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('暂无好友')).toBeInTheDocument();
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '全选当前结果' })).toBeDisabled();
  },
};

export const EmptyGroups: Story = {
  args: { options: [], kind: 'room', label: '推送群组' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('暂无群组')).toBeInTheDocument();
  },
};

export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await findList(canvas, '通知对象');
    await userEvent.click(canvas.getByRole('searchbox', { name: '搜索好友' }));
    await userEvent.paste('没有这个人');
    await expect(await canvas.findByText('无匹配结果')).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('共 0 个结果');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '全选当前结果' })).toBeDisabled();
    // Clearing the search (Escape) brings the list back.
    await userEvent.keyboard('{Escape}');
    await expect(await findList(canvas, '通知对象')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelectedIds: ['wxid_zhangsan'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const listbox = await findList(canvas, '通知对象');
    await expect(listbox).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('searchbox', { name: '搜索好友' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '全选当前结果' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '清空' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /移除/ })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('option', { name: /王五/ }));
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('option', { name: /王五/ })).toHaveAttribute('aria-selected', 'false');
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { isLoading: true, options: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中…');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '全选当前结果' })).toBeDisabled();
  },
};

/** 100 000 friends: the list keeps about 20 rows in the DOM, wherever it is scrolled. */
export const HundredThousandFriends: Story = {
  render: (args) => <TargetPicker {...args} options={manyFriends()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const listbox = await findList(canvas, '通知对象');
    const rendered = () => within(listbox).queryAllByRole('option').length;
    await waitFor(() => expect(rendered()).toBeGreaterThan(0));
    await expect(rendered()).toBeLessThanOrEqual(40);
    await expect(canvas.getByRole('status')).toHaveTextContent('共 100,000 个结果');

    await tabTo(listbox);
    await userEvent.keyboard('{End}');
    await expectActive(listbox, 'wxid_099999');
    await expect(activeOption(listbox)).toHaveAttribute('aria-posinset', '100000');
    await expect(activeOption(listbox)).toHaveAttribute('aria-setsize', '100000');
    await expect(rendered()).toBeLessThanOrEqual(40);
    await userEvent.keyboard('{ArrowUp}{ArrowUp} ');
    await expect(activeOption(listbox)).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('已选 1 项');
    await userEvent.keyboard('{Home}');
    await expectActive(listbox, 'wxid_000000');
    await expect(rendered()).toBeLessThanOrEqual(40);
    // Page Down / Page Up move by a screenful (nine rows of the 360 px list).
    await userEvent.keyboard('{PageDown}');
    await expectActive(listbox, 'wxid_000009');
    await userEvent.keyboard('{PageUp}');
    await expectActive(listbox, 'wxid_000000');

    await userEvent.click(canvas.getByRole('searchbox', { name: '搜索好友' }));
    await userEvent.paste('wxid_05000');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('共 10 个结果'));
    await waitFor(() => expect(rendered()).toBe(10));
    // ↓ from the search box into the list, then Ctrl+A selects all matching: the ten results join the one picked.
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('listbox', { name: '通知对象' })).toHaveFocus();
    await userEvent.keyboard('{Control>}a{/Control}');
    await expect(canvas.getByRole('status')).toHaveTextContent('共 10 个结果，已选 11 项');
    await expect(within(canvas.getByRole('grid', { name: '已选好友' })).getAllByRole('row')).toHaveLength(11);
  },
};
