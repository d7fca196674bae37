import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef, useState } from 'react';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { ComboBox, type ComboBoxProps } from './ComboBox';

const friends = [
  { id: 'zhangsan', label: '张三' },
  { id: 'lisi', label: '李四' },
  { id: 'wangwu', label: '王五' },
  { id: 'zhaoliu', label: '赵六' },
  { id: 'sunqi', label: '孙七' },
  { id: 'zhouba', label: '周八' },
];

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    label: '好友昵称',
    placeholder: '输入昵称搜索',
    defaultItems: friends,
    width: 200,
    onChange: fn(),
    onInputChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    defaultItems: { control: false },
    items: { control: false },
    onChange: { table: { category: 'Events' } },
    onInputChange: { table: { category: 'Events' } },
    onOpenChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: '从好友列表中选择' },
};

export const FilterWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = within(canvasElement).getByRole('combobox', { name: '好友昵称' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('王');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('王');
    const listbox = await body.findByRole('listbox');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['王五']);

    // Focus stays in the input; the active option is announced through aria-activedescendant.
    await userEvent.keyboard('{ArrowDown}');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{Enter}');

    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('wangwu');
    await expect(input).toHaveValue('王五');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ChooseWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: '好友昵称' });
    // The button opens the full list.
    await userEvent.click(canvas.getByRole('button'));
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(friends.length);
    // The list is as wide as the field.
    const group = input.parentElement as HTMLElement;
    await expect(Math.round(listbox.getBoundingClientRect().width)).toBeLessThanOrEqual(
      Math.round(group.getBoundingClientRect().width),
    );
    await userEvent.click(within(listbox).getByRole('option', { name: '李四' }));
    await expect(args.onChange).toHaveBeenCalledWith('lisi');
    await expect(input).toHaveValue('李四');
    await expect(input).toHaveAttribute('aria-expanded', 'false');

    // Reopened, the chosen option is selected and checked.
    await userEvent.click(canvas.getByRole('button'));
    const lisi = await body.findByRole('option', { name: '李四' });
    await expect(lisi).toHaveAttribute('aria-selected', 'true');
    await expect(lisi.querySelector('svg')).not.toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NoMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const input = within(canvasElement).getByRole('combobox', { name: '好友昵称' });
    await userEvent.click(input);
    await userEvent.keyboard('小明');
    const listbox = await body.findByRole('listbox');
    await expect(input).toHaveAttribute('aria-expanded', 'true');
    await expect(listbox).toHaveTextContent('无匹配项');
    await expect(within(listbox).queryByRole('option', { name: '张三' })).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const AllowsCustomValue: Story = {
  args: { allowsCustomValue: true, description: '可直接输入列表外的昵称' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: '好友昵称' });
    await userEvent.click(input);
    await userEvent.keyboard('小明');
    await userEvent.keyboard('{Escape}');
    await userEvent.tab();
    // The typed text stays, with no option chosen.
    await expect(input).toHaveValue('小明');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('小明');
    await expect(args.onChange).not.toHaveBeenCalledWith(expect.stringMatching(/./));
  },
};

/** A search done elsewhere (here a timer standing in for the server): `items`, `onInputChange`, `isLoading`. */
function AsyncSearch(args: ComboBoxProps<object>) {
  const [text, setText] = useState('');
  const [results, setResults] = useState(friends);
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <ComboBox
      {...args}
      defaultItems={undefined}
      items={results}
      inputValue={text}
      isLoading={loading}
      onInputChange={(value) => {
        args.onInputChange?.(value);
        setText(value);
        setResults([]);
        setLoading(true);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => {
          setResults(friends.filter((f) => f.label.includes(value)));
          setLoading(false);
        }, 400);
      }}
    />
  );
}

export const Loading: Story = {
  render: (args) => <AsyncSearch {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const input = canvas.getByRole('combobox', { name: '好友昵称' });
    await userEvent.click(input);
    await userEvent.keyboard('赵');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('赵');
    // While the list is open RAC hides the rest of the page from screen readers (the spinner too); the empty
    // list itself says 加载中.
    const spinner = await canvas.findByRole('progressbar', { hidden: true });
    await expect(spinner).toBeVisible();
    await expect(spinner).toHaveAttribute('aria-label', '加载中');
    const listbox = await body.findByRole('listbox');
    await expect(listbox).toHaveTextContent('加载中');
    await waitFor(() => expect(canvas.queryByRole('progressbar', { hidden: true })).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['赵六']),
    );
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('zhaoliu');
    await expect(input).toHaveValue('赵六');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'zhangsan' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '好友昵称' });
    await expect(input).toBeDisabled();
    await waitFor(() => expect(input).toHaveValue('张三'));
    await userEvent.click(canvas.getByRole('button'), { pointerEventsCheck: 0 });
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'zhangsan' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '好友昵称' });
    await expect(input).toHaveAttribute('readonly');
    await waitFor(() => expect(input).toHaveValue('张三'));
    await userEvent.click(input);
    await userEvent.keyboard('李{ArrowDown}');
    await expect(input).toHaveValue('张三');
    await expect(input).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: '好友不存在' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('好友不存在')).toBeVisible();
    const input = canvas.getByRole('combobox', { name: '好友昵称' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('好友不存在');
  },
};

export const Required: Story = {
  args: { isRequired: true, errorMessage: '请输入好友昵称' },
  render: (args) => (
    <Form style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <ComboBox {...args} />
      <Button type="submit">保存</Button>
    </Form>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('combobox', { name: '好友昵称' });
    await expect(input).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请输入好友昵称')).toBeVisible();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('张{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('zhangsan');
    // The message is re-checked when the field loses focus.
    await userEvent.tab();
    await waitFor(() => expect(canvas.queryByText('请输入好友昵称')).not.toBeInTheDocument());
  },
};

export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <ComboBox {...args} />
      <ComboBox {...args} defaultValue="wangwu" description="从好友列表中选择" />
      <ComboBox {...args} isLoading />
      <ComboBox {...args} isRequired isInvalid errorMessage="好友不存在" />
      <ComboBox {...args} isReadOnly defaultValue="lisi" />
      <ComboBox {...args} isDisabled defaultValue="zhangsan" />
    </div>
  ),
};
