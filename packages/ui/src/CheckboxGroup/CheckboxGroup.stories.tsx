import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';

const scopes = (
  <>
    <Checkbox value="group">群聊</Checkbox>
    <Checkbox value="private">私聊</Checkbox>
  </>
);

const meta = {
  title: 'UI/CheckboxGroup',
  component: CheckboxGroup,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { label: '回复范围', children: scopes, onChange: fn() },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    children: { control: false },
    onChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: '机器人在哪些会话中自动回复' },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: ['group'] },
};

export const ToggleWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '回复范围' })).toBeInTheDocument();
    const group = canvas.getByRole('checkbox', { name: '群聊' });
    const direct = canvas.getByRole('checkbox', { name: '私聊' });
    await userEvent.tab();
    await expect(group).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(group).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['group']);
    await userEvent.tab();
    await expect(direct).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(direct).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['group', 'private']);
    await userEvent.keyboard(' ');
    await expect(direct).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['group']);
  },
};

export const ToggleWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('私聊'));
    await expect(canvas.getByRole('checkbox', { name: '私聊' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '群聊' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['private']);
    await userEvent.click(canvas.getByText('群聊'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['private', 'group']);
  },
};

const allScopes = ['group', 'private'];

/** A 全部 checkbox over the group: checked, unchecked or indeterminate (some checked). */
function WithSelectAll(args: CheckboxGroupProps) {
  const [value, setValue] = useState<string[]>(['group']);
  const change = (next: string[]) => {
    setValue(next);
    args.onChange?.(next);
  };
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Checkbox
        isSelected={value.length === allScopes.length}
        isIndeterminate={value.length > 0 && value.length < allScopes.length}
        onChange={(selected) => change(selected ? allScopes : [])}
      >
        全部
      </Checkbox>
      <CheckboxGroup {...args} value={value} onChange={change} style={{ paddingInlineStart: 24 }} />
    </div>
  );
}

export const SelectAll: Story = {
  render: (args) => <WithSelectAll {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: '全部' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(canvas.getByText('全部'));
    await expect(all).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '私聊' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(['group', 'private']);
    all.focus();
    await userEvent.keyboard(' ');
    await expect(all).not.toBeChecked();
    await expect(all).not.toBePartiallyChecked();
    await expect(canvas.getByRole('checkbox', { name: '群聊' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: ['group'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '群聊' })).toBeDisabled();
    await userEvent.click(canvas.getByText('私聊'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('checkbox', { name: '私聊' })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: ['group'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('checkbox', { name: '私聊' })).toHaveAttribute('aria-readonly', 'true');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByText('私聊'));
    await userEvent.click(canvas.getByText('群聊'));
    await expect(canvas.getByRole('checkbox', { name: '群聊' })).toBeChecked();
    await expect(canvas.getByRole('checkbox', { name: '私聊' })).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: '回复范围必选' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: '回复范围' });
    await expect(canvas.getByText('回复范围必选')).toBeVisible();
    await expect(group).toHaveAccessibleDescription('回复范围必选');
    await expect(canvas.getByRole('checkbox', { name: '群聊' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Required: Story = {
  args: { isRequired: true, errorMessage: '回复范围必选' },
  render: (args) => (
    <Form style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <CheckboxGroup {...args} />
      <Button type="submit">保存</Button>
    </Form>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('回复范围必选')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: '群聊' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['group']);
    await expect(canvas.queryByText('回复范围必选')).not.toBeInTheDocument();
  },
};

export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      <CheckboxGroup {...args} defaultValue={['group']} description="机器人在哪些会话中自动回复" />
      <CheckboxGroup {...args} orientation="horizontal" isRequired isInvalid errorMessage="回复范围必选" />
      <CheckboxGroup {...args} orientation="horizontal" isDisabled defaultValue={['private']} />
    </div>
  ),
};
