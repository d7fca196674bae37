import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog } from '../Dialog';
import { Form, FormActions } from '../Form';
import type { NameOption, NameSearchFunction, NameSearchQuery } from './NameAutocomplete.search';
import { NameTagPicker, type NameTagPickerStringProps } from './NameTagPicker';

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

/** A stand-in for the console's search API: friends for `type: 'name'`, groups for `type: 'room'`. */
const fakeSearch =
  (ms = 100): NameSearchFunction =>
  async ({ type, word }: NameSearchQuery) => {
    await sleep(ms);
    return (type === 'room' ? groups : friends).filter(
      (o) => o.name.includes(word) || (o.alias?.includes(word) ?? false),
    );
  };

const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);
const rowTexts = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .queryAllByRole('row')
    .map((row) => row.textContent);
/** The field's visible error (the same text is also in the screen-reader status region). */
const fieldError = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).queryByText(text, { selector: '[slot="errorMessage"]' });

const meta = {
  title: 'UI/NameTagPicker',
  component: NameTagPicker,
  // The docs page is NameTagPicker.mdx.
  tags: [],
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: '通知好友',
    placeholder: '输入昵称搜索',
    search: fn(fakeSearch()),
    searchType: 'name',
    debounce: 300,
    onChange: fn(),
    onInputChange: fn(),
  },
  argTypes: {
    valueType: { control: 'inline-radio', options: ['string', 'object'] },
    searchType: { control: 'inline-radio', options: ['name', 'room'] },
    value: { control: false },
    search: { control: false, table: { category: 'Events' } },
    onChange: { table: { category: 'Events' } },
    onInputChange: { table: { category: 'Events' } },
  },
} satisfies Meta<NameTagPickerStringProps>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['visual'],
  args: { defaultValue: ['张三', '李四'], description: '这些好友会收到机器人的提醒' },
};

/** Type, ↓ to an option, Enter: it becomes a tag, the input empties and keeps focus. */
export const AddWithKeyboard: Story = {
  args: { defaultValue: ['张三'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '通知好友' });
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: '张三' })).toHaveFocus();
    // Tab goes through the focused tag's remove button, then to the input.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '移除 张三' })).toHaveFocus();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('李');
    const listbox = await body(canvasElement).findByRole('listbox');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const lisi = await within(listbox).findByRole('option', { name: /李四/ });
    await expect(lisi).toHaveTextContent('李四，备注 四哥');
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', lisi.id);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['张三', '李四']);
    await expect(rowTexts(canvasElement)).toEqual(['张三', '李四']);
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'false'));
    await expect(args.search).toHaveBeenCalledWith({ type: 'name', word: '李' }, expect.any(AbortSignal));
  },
};

export const AddWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '通知好友' });
    await userEvent.click(input);
    await userEvent.keyboard('张');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /张伟/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['张伟']);
    await expect(within(canvasElement).getByRole('row', { name: '张伟' })).toBeInTheDocument();
    await expect(input).toHaveValue('');
    await userEvent.click(within(canvasElement).getByRole('button', { name: '移除 张伟' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

/** Choosing a name already there is refused with 请勿重复添加; the typed text stays. */
export const DuplicateRefused: Story = {
  args: { defaultValue: ['张三'] },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '通知好友' });
    await userEvent.click(input);
    await userEvent.keyboard('老张');
    const option = await body(canvasElement).findByRole('option', { name: /张三/ });
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveAttribute('aria-activedescendant', option.id);
    await userEvent.keyboard('{Enter}');
    await expect(fieldError(canvasElement, '请勿重复添加')).toBeVisible();
    await expect(input).toHaveValue('老张');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请勿重复添加');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(rowTexts(canvasElement)).toEqual(['张三']);
    // Another search clears the message; a new name is added.
    await userEvent.clear(input);
    await expect(fieldError(canvasElement, '请勿重复添加')).not.toBeInTheDocument();
    await userEvent.keyboard('王');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /王五/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['张三', '王五']);
  },
};

/** Backspace in the empty input removes the last name. */
export const BackspaceRemovesLast: Story = {
  args: { defaultValue: ['张三', '李四'] },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '通知好友' });
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['张三']);
    await expect(rowTexts(canvasElement)).toEqual(['张三']);
    await expect(input).toHaveFocus();
  },
};

/** `valueType="object"`: the value holds the chosen options. */
export const ObjectValues: Story = {
  // The stories' args are typed for string values; this one switches to objects.
  args: { valueType: 'object', defaultValue: [friends[0]] } as unknown as Story['args'],
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '通知好友' });
    await userEvent.click(input);
    await userEvent.keyboard('四哥');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /李四/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith([friends[0], friends[2]]);
    // Duplicates are decided by name.
    await userEvent.keyboard('张三');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /张三/ }));
    await expect(fieldError(canvasElement, '请勿重复添加')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

/** With `allowsCustomValue`, Enter (or leaving the field) adds the typed name even when nothing matches. */
export const CustomNames: Story = {
  args: { allowsCustomValue: true, description: '可填写不在列表中的昵称' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '通知好友' });
    await userEvent.click(input);
    await userEvent.keyboard('小明');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveTextContent('无匹配项'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['小明']);
    await expect(input).toHaveValue('');
    await userEvent.keyboard('小红');
    await userEvent.tab();
    await expect(args.onChange).toHaveBeenLastCalledWith(['小明', '小红']);
  },
};

/** Without custom names, text that was not chosen from the list is dropped when focus leaves. */
export const OnlyOptions: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '通知好友' });
    await userEvent.click(input);
    await userEvent.keyboard('小明');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveTextContent('无匹配项'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(input).toHaveValue('');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const GroupPicker: Story = {
  args: { label: '目标群', placeholder: '输入群名称搜索', searchType: 'room', search: fn(fakeSearch()) },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '目标群' });
    await userEvent.click(input);
    await userEvent.keyboard('产品');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /产品交流群/ }));
    await expect(args.search).toHaveBeenCalledWith({ type: 'room', word: '产品' }, expect.any(AbortSignal));
    await expect(args.onChange).toHaveBeenLastCalledWith(['产品交流群']);
  },
};

export const SearchError: Story = {
  args: { search: fn<NameSearchFunction>(() => Promise.reject(new Error('网络异常'))) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: '通知好友' }));
    await userEvent.keyboard('张');
    const listbox = await body(canvasElement).findByRole('listbox');
    await waitFor(() => expect(listbox).toHaveTextContent('搜索失败'));
  },
};

export const Required: Story = {
  args: { isRequired: true, errorMessage: '通知好友必填', name: 'friends' },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()}>
      <NameTagPicker {...args} />
      <FormActions>
        <Button type="submit">保存</Button>
      </FormActions>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '通知好友' });
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(fieldError(canvasElement, '通知好友必填')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await userEvent.keyboard('李');
    await userEvent.click(await body(canvasElement).findByRole('option', { name: /李四/ }));
    await waitFor(() => expect(fieldError(canvasElement, '通知好友必填')).not.toBeInTheDocument());
  },
};

/** Inside a dialog, whose text slots are its own: the description and the error still show. */
export const InDialog: Story = {
  args: { isRequired: true, isInvalid: true, errorMessage: '转发好友必选', description: '可选多个好友' },
  render: (args) => (
    <Dialog title="添加转发规则" isOpen>
      <NameTagPicker {...args} />
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await body(canvasElement).findByRole('dialog', { name: '添加转发规则' });
    const input = within(dialog).getByRole('combobox', { name: '通知好友' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/可选多个好友/);
    // The dialog fades in: visible once it has.
    await waitFor(() =>
      expect(within(dialog).getByText('转发好友必选', { selector: '[slot="errorMessage"]' })).toBeVisible(),
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['张三', '李四'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('combobox', { name: '通知好友' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /移除/ })).not.toBeInTheDocument();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: ['张三', '李四'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '通知好友' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: /移除/ })).not.toBeInTheDocument();
  },
};
