import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Form, FormActions } from '../Form';
import { NameAutocomplete, type NameAutocompleteProps } from './NameAutocomplete';
import type { NameOption, NameSearchFunction, NameSearchQuery } from './NameAutocomplete.search';

// Story data: the robot's friends (nickname and remark name) and groups.
const friends: NameOption[] = [
  { id: 'wxid_zhangsan', name: '张三', alias: '老张' },
  { id: 'wxid_zhangwei', name: '张伟', alias: '小张' },
  { id: 'wxid_lisi', name: '李四', alias: '四哥' },
  { id: 'wxid_wangwu', name: '王五' },
];
const groups: NameOption[] = [
  { id: 'room_product', name: '产品交流群' },
  { id: 'room_beta', name: '产品内测群', alias: '内测' },
  { id: 'room_service', name: '售后服务群' },
];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const match = (list: NameOption[], word: string) =>
  list.filter((o) => o.name.includes(word) || (o.alias?.includes(word) ?? false));

/** A stand-in for the console's search API: friends for `type: 'name'`, groups for `type: 'room'`. */
const fakeSearch =
  (ms = 120): NameSearchFunction =>
  async ({ type, word }: NameSearchQuery) => {
    await sleep(ms);
    return match(type === 'room' ? groups : friends, word);
  };

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const optionTexts = (listbox: HTMLElement) =>
  within(listbox)
    .queryAllByRole('option')
    .map((o) => o.textContent);

const meta = {
  title: 'UI/NameAutocomplete',
  component: NameAutocomplete,
  // The docs page is NameAutocomplete.mdx.
  tags: [],
  parameters: { layout: 'centered' },
  args: {
    label: '好友昵称',
    placeholder: '输入昵称搜索',
    search: fn(fakeSearch()),
    searchType: 'name',
    debounce: 300,
    onChange: fn(),
    onInputChange: fn(),
  },
  argTypes: {
    searchType: { control: 'inline-radio', options: ['name', 'room'] },
    search: { control: false, table: { category: 'Events' } },
    onChange: { table: { category: 'Events' } },
    onInputChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof NameAutocomplete>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: '输入昵称或备注搜索好友' },
};

/** 200 px wide by default: the bordered input box measures exactly 200 px. */
export const DefaultWidth: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '好友昵称' });
    const group = input.parentElement as HTMLElement;
    await expect(group.getBoundingClientRect().width).toBe(200);
  },
};

export const SearchWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '好友昵称' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('张');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('张');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    // Each option shows the name and the remark name.
    await waitFor(() => expect(optionTexts(listbox)).toEqual(['张三，备注 老张', '张伟，备注 小张']));
    await expect(args.search).toHaveBeenCalledWith({ type: 'name', word: '张' }, expect.any(AbortSignal));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    const zhangwei = within(listbox).getByRole('option', { name: /张伟/ });
    await expect(input).toHaveAttribute('aria-activedescendant', zhangwei.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('张伟', friends[1]);
    await expect(input).toHaveValue('张伟');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ChooseWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '好友昵称' });
    await userEvent.click(input);
    await userEvent.keyboard('四哥');
    const option = await body(canvasElement).findByRole('option', { name: /李四/ });
    await userEvent.click(option);
    await expect(args.onChange).toHaveBeenCalledWith('李四', friends[2]);
    await expect(input).toHaveValue('李四');
    // The button reopens the list with the chosen option checked.
    await userEvent.click(canvas.getByRole('button'));
    const chosen = await body(canvasElement).findByRole('option', { name: /李四/ });
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

// Times of the last keystroke and of each search call, for the debounce story.
const timeline = { inputs: [] as number[], searches: [] as number[] };

/** No search while typing; exactly one, for the whole word, once typing has paused for `debounce` (300 ms). */
export const Debounce: Story = {
  render: (args) => (
    <NameAutocomplete
      {...args}
      onInputChange={(text) => {
        timeline.inputs.push(performance.now());
        args.onInputChange?.(text);
      }}
      search={(query, signal) => {
        timeline.searches.push(performance.now());
        return args.search(query, signal);
      }}
    />
  ),
  play: async ({ canvasElement, args }) => {
    timeline.inputs = [];
    timeline.searches = [];
    const input = within(canvasElement).getByRole('combobox', { name: '好友昵称' });
    await userEvent.click(input);
    await userEvent.keyboard('张三');
    await expect(args.onInputChange).toHaveBeenCalledTimes(2);
    const lastInput = timeline.inputs[timeline.inputs.length - 1] ?? 0;
    // Still inside the delay: nothing searched yet (only checked while we are sure to be inside it).
    if (performance.now() - lastInput < 250) await expect(args.search).not.toHaveBeenCalled();
    await waitFor(() => expect(args.search).toHaveBeenCalled(), { timeout: 3000 });
    await expect(timeline.searches[0]).toBeGreaterThanOrEqual(lastInput + 295);
    await expect(args.search).toHaveBeenCalledWith({ type: 'name', word: '张三' }, expect.any(AbortSignal));
    // And only once.
    await sleep(500);
    await expect(args.search).toHaveBeenCalledTimes(1);
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(optionTexts(listbox)).toEqual(['张三，备注 老张']));
  },
};

// Whether the slow, superseded search of the stale-response story has resolved.
const stale = { resolved: false, signal: null as AbortSignal | null };

/**
 * A slow search for 张 is superseded by a fast one for 张三: the old one's signal is aborted, and when its
 * result arrives after the new one's, it is ignored.
 */
export const StaleResponseIgnored: Story = {
  args: {
    search: fn(async ({ word }: NameSearchQuery, signal: AbortSignal) => {
      if (word === '张') {
        stale.signal = signal;
        await sleep(1200); // Deliberately ignores the abort and resolves late.
        stale.resolved = true;
        return match(friends, '张');
      }
      await sleep(50);
      return match(friends, word);
    }),
  },
  play: async ({ canvasElement, args }) => {
    stale.resolved = false;
    stale.signal = null;
    const input = within(canvasElement).getByRole('combobox', { name: '好友昵称' });
    await userEvent.click(input);
    await userEvent.keyboard('张');
    await waitFor(() => expect(args.search).toHaveBeenCalledTimes(1), { timeout: 3000 });
    await userEvent.keyboard('三');
    await waitFor(() => expect(args.search).toHaveBeenCalledTimes(2), { timeout: 3000 });
    await expect(args.search).toHaveBeenLastCalledWith({ type: 'name', word: '张三' }, expect.any(AbortSignal));
    await expect((stale.signal as AbortSignal | null)?.aborted).toBe(true);
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(optionTexts(listbox)).toEqual(['张三，备注 老张']));
    await expect(stale.resolved).toBe(false);
    // The old search resolves now, after the new one: its two results never show.
    await waitFor(() => expect(stale.resolved).toBe(true), { timeout: 3000 });
    await sleep(100);
    await expect(optionTexts(listbox)).toEqual(['张三，备注 老张']);
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '好友昵称' });
    await userEvent.click(input);
    await userEvent.keyboard('小明');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveTextContent('无匹配项'));
    // (RAC gives the empty state the option role; no friend is offered.)
    await expect(within(listbox).queryByRole('option', { name: /张|李|王/ })).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** While the search runs, a spinner shows in the field and the list says 加载中. */
export const Loading: Story = {
  args: { search: fn<NameSearchFunction>(() => new Promise<NameOption[]>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '好友昵称' });
    await userEvent.click(input);
    await userEvent.keyboard('张');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(listbox).toHaveTextContent('加载中');
    // The open list hides the rest of the page from screen readers, the spinner too.
    const spinner = canvas.getByRole('progressbar', { hidden: true });
    await expect(spinner).toHaveAttribute('aria-label', '加载中');
  },
};

/** The search rejects: the list says 搜索失败. */
export const SearchError: Story = {
  args: { search: fn<NameSearchFunction>(() => Promise.reject(new Error('网络异常'))) },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '好友昵称' });
    await userEvent.click(input);
    await userEvent.keyboard('张');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveTextContent('搜索失败'));
    await expect(args.search).toHaveBeenCalledTimes(1);
  },
};

/** The caller's own error message, built from the rejection. */
export const SearchErrorMessage: Story = {
  args: {
    search: fn<NameSearchFunction>(() => Promise.reject(new Error('网络异常'))),
    searchErrorMessage: (error: unknown) => `搜索失败：${error instanceof Error ? error.message : '未知错误'}`,
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: '好友昵称' }));
    await userEvent.keyboard('张');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveTextContent('搜索失败：网络异常'));
  },
};

/** Without `allowsCustomValue`, leaving the field puts the chosen name back. */
export const RevertsUnchosenText: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '好友昵称' });
    await userEvent.click(input);
    await userEvent.keyboard('王');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /王五/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith('王五', friends[3]);
    await userEvent.click(input);
    await userEvent.keyboard('{End}李');
    await expect(input).toHaveValue('王五李');
    await userEvent.tab();
    await expect(input).toHaveValue('王五');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** With `allowsCustomValue`, any typed name is the value. */
export const AllowsCustomValue: Story = {
  args: { allowsCustomValue: true, description: '可填写不在列表中的昵称' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '好友昵称' });
    await userEvent.click(input);
    await userEvent.keyboard('小明');
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    await expect(input).toHaveValue('小明');
    await expect(args.onChange).toHaveBeenLastCalledWith('小明', null);
  },
};

/** Group names: `searchType="room"`. */
export const GroupSearch: Story = {
  args: { label: '群名称', placeholder: '输入群名称搜索', searchType: 'room', search: fn(fakeSearch()) },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '群名称' });
    await userEvent.click(input);
    await userEvent.keyboard('产品');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(optionTexts(listbox)).toEqual(['产品交流群', '产品内测群，备注 内测']));
    await expect(args.search).toHaveBeenCalledWith({ type: 'room', word: '产品' }, expect.any(AbortSignal));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('产品交流群', groups[0]);
  },
};

/** Controlled: the value is a name, set from outside too. */
function Controlled(args: NameAutocompleteProps) {
  const [name, setName] = useState('张三');
  return (
    <div style={{ display: 'grid', gap: 8 }}>
      <NameAutocomplete
        {...args}
        value={name}
        onChange={(next, option) => {
          args.onChange?.(next, option);
          setName(next);
        }}
      />
      <Button variant="secondary" size="sm" onPress={() => setName('李四')}>
        改为李四
      </Button>
      <output>当前：{name || '（空）'}</output>
    </div>
  );
}

export const ControlledValue: Story = {
  render: (args) => <Controlled {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '好友昵称' });
    await expect(input).toHaveValue('张三');
    await userEvent.click(canvas.getByRole('button', { name: '改为李四' }));
    await expect(input).toHaveValue('李四');
    // Clearing the text clears the value.
    await userEvent.clear(input);
    await expect(args.onChange).toHaveBeenLastCalledWith('', null);
    await expect(canvas.getByText('当前：（空）')).toBeInTheDocument();
  },
};

export const Required: Story = {
  args: { isRequired: true, errorMessage: '请选择好友', name: 'friend' },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <NameAutocomplete {...args} />
      <FormActions>
        <Button type="submit">保存</Button>
      </FormActions>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '好友昵称' });
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请选择好友')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('李');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /李四/ }));
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText('请选择好友')).not.toBeInTheDocument());
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: '该好友已被其他规则使用', defaultValue: '张三' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '好友昵称' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('该好友已被其他规则使用');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '张三' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '好友昵称' });
    await expect(input).toBeDisabled();
    await expect(input).toHaveValue('张三');
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await userEvent.keyboard('李');
    await expect(args.search).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '张三' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '好友昵称' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.click(input);
    await userEvent.keyboard('李{ArrowDown}');
    await expect(input).toHaveValue('张三');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.search).not.toHaveBeenCalled();
  },
};

export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <NameAutocomplete {...args} />
      <NameAutocomplete {...args} defaultValue="张三" description="输入昵称或备注搜索好友" />
      <NameAutocomplete {...args} label="群名称" searchType="room" defaultValue="产品交流群" />
      <NameAutocomplete {...args} isRequired isInvalid errorMessage="请选择好友" />
      <NameAutocomplete {...args} isReadOnly defaultValue="李四" />
      <NameAutocomplete {...args} isDisabled defaultValue="王五" />
    </div>
  ),
};
