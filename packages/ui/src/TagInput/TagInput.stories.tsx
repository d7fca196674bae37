import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Form, FormActions } from '../Form';
import { TagInput, type TagInputProps } from './TagInput';

/** The field's visible error (the same text is also in the screen-reader status region). */
const fieldError = (canvasElement: HTMLElement, text: string) =>
  within(canvasElement).queryByText(text, { selector: '[slot="errorMessage"]' });

const meta = {
  title: 'UI/TagInput',
  component: TagInput,
  // The docs page is TagInput.mdx.
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
    label: '关键词',
    placeholder: '输入后按回车添加',
    onChange: fn(),
    onInputChange: fn(),
  },
  argTypes: {
    valueType: { control: 'inline-radio', options: ['string', 'object'] },
    value: { control: false },
    defaultValue: { control: 'object' },
    maxTags: { control: 'number' },
    maxLength: { control: 'number' },
    messages: { control: 'object' },
    renderTag: { control: false },
    createTag: { control: false },
    getKey: { control: false },
    getLabel: { control: false },
    onChange: { table: { category: 'Events' } },
    onInputChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof TagInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  tags: ['visual'],
  args: { defaultValue: ['价格', '售后'], description: '群聊消息含任一关键词时自动回复' },
};

/** Enter adds the typed text as a tag and clears the input; focus stays there for the next one. */
export const AddWithEnter: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '关键词' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('价格');
    await expect(args.onInputChange).toHaveBeenLastCalledWith('价格');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['价格']);
    await expect(canvas.getByRole('row', { name: '价格' })).toBeInTheDocument();
    await expect(input).toHaveValue('');
    await expect(input).toHaveFocus();
    // Surrounding spaces are trimmed.
    await userEvent.keyboard('  售后 {Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['价格', '售后']);
    await expect(canvas.getByRole('grid', { name: '已添加的关键词' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('row').map((row) => row.textContent)).toEqual(['价格', '售后']);
    // Enter in an empty input adds nothing.
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(canvas.getByRole('status')).toHaveTextContent('已添加 售后');
  },
};

/** Text left in the input is added when focus leaves it (`addOnBlur`, on by default). */
export const AddOnBlur: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '关键词' });
    await userEvent.click(input);
    await userEvent.keyboard('售后');
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).toHaveBeenCalledWith(['售后']);
    await expect(canvas.getByRole('row', { name: '售后' })).toBeInTheDocument();
    await expect(input).toHaveValue('');
  },
};

export const NoAddOnBlur: Story = {
  args: { addOnBlur: false, description: '仅按回车添加' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '关键词' });
    await userEvent.tab();
    await userEvent.keyboard('售后');
    await userEvent.tab();
    await expect(input).toHaveValue('售后');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('row')).not.toBeInTheDocument();
  },
};

/** A duplicate is refused with 请勿重复添加; the typed text stays so it can be fixed, and the message goes. */
export const DuplicateRefused: Story = {
  args: { defaultValue: ['价格', '售后'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '关键词' });
    await userEvent.click(input);
    await userEvent.keyboard('价格{Enter}');
    await expect(fieldError(canvasElement, '请勿重复添加')).toBeVisible();
    await expect(input).toHaveValue('价格');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('请勿重复添加');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
    // Leaving the field tries again (addOnBlur) and refuses again: the text still stays.
    await userEvent.tab();
    await expect(input).toHaveValue('价格');
    await expect(fieldError(canvasElement, '请勿重复添加')).toBeVisible();
    // Fixing the text clears the message; Enter then adds.
    await userEvent.click(input);
    await userEvent.keyboard('优惠');
    await expect(fieldError(canvasElement, '请勿重复添加')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['价格', '售后', '价格优惠']);
    await expect(input).toHaveValue('');
  },
};

/** Backspace in the empty input removes the last tag; focus stays in the input. */
export const BackspaceRemovesLast: Story = {
  args: { defaultValue: ['价格', '售后'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '关键词' });
    await userEvent.click(input);
    // With text, Backspace edits the text.
    await userEvent.keyboard('优{Backspace}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['价格']);
    await expect(canvas.queryByRole('row', { name: '售后' })).not.toBeInTheDocument();
    await expect(input).toHaveFocus();
    await expect(canvas.getByRole('status')).toHaveTextContent('已移除 售后');
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    // Nothing left: Backspace does nothing more.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(input).toHaveFocus();
  },
};

export const RemoveWithPointer: Story = {
  args: { defaultValue: ['价格', '售后', '物流'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '移除 售后' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['价格', '物流']);
    await waitFor(() => expect(canvas.queryByRole('row', { name: '售后' })).not.toBeInTheDocument());
    // Removing the last tag leaves focus in the input, ready to type.
    const input = canvas.getByRole('textbox', { name: '关键词' });
    await userEvent.click(canvas.getByRole('button', { name: '移除 物流' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(['价格']);
    await waitFor(() => expect(input).toHaveFocus());
    await userEvent.click(canvasElement.ownerDocument.body);
    await expect(input).not.toHaveFocus();
    // Clicking the empty part of the box focuses the input.
    const box = input.parentElement as HTMLElement;
    await userEvent.pointer({ keys: '[MouseLeft]', target: box, coords: { x: box.getBoundingClientRect().right - 4 } });
    await expect(input).toHaveFocus();
  },
};

/**
 * The tags are a grid: arrow keys move between them (the left arrow from the start of the input reaches the last
 * one), Backspace or Delete removes the focused tag and focus moves on to the next tag, or to the input when the
 * last tag goes.
 */
export const RemoveWithKeyboard: Story = {
  args: { defaultValue: ['价格', '售后', '物流'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '关键词' });
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: '价格' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('row', { name: '售后' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['价格', '物流']);
    await waitFor(() => expect(canvas.getByRole('row', { name: '物流' })).toHaveFocus());
    // The last tag: focus goes on to the input.
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['价格']);
    await waitFor(() => expect(input).toHaveFocus());
    // Back from the input to the tags, and forward again.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('row', { name: '价格' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(input).toHaveFocus();
    // Shift+Tab from the input reaches the focused tag's remove button; Enter presses it.
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('button', { name: '移除 价格' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(input).toHaveFocus());
  },
};

/** At least one tag: submitting empty is blocked, shows 关键词必填 and focuses the input. */
export const Required: Story = {
  args: { isRequired: true, errorMessage: '关键词必填', name: 'keywords' },
  render: (args) => {
    const [submitted, setSubmitted] = useState<string[] | null>(null);
    return (
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          setSubmitted(new FormData(event.currentTarget).getAll('keywords') as string[]);
        }}
      >
        <TagInput {...args} />
        <FormActions>
          <Button type="submit">保存</Button>
        </FormActions>
        {submitted && <output>已提交：{submitted.join('、')}</output>}
      </Form>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '关键词' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('关键词必填')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('关键词必填');
    await userEvent.keyboard('价格{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['价格']);
    await waitFor(() => expect(canvas.queryByText('关键词必填')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('已提交：价格')).toBeInTheDocument();
  },
};

/**
 * Like the other fields, the required error also shows when focus leaves the field empty after a change (here
 * its only tag removed); tabbing through it untouched does not show it.
 */
export const RequiredOnBlur: Story = {
  args: { isRequired: true, errorMessage: '关键词必填', defaultValue: ['价格'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '关键词' });
    const price = canvas.getByRole('row', { name: '价格' });
    await userEvent.tab();
    await expect(price).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(fieldError(canvasElement, '关键词必填')).not.toBeInTheDocument();
    // Back in, remove the only tag (focus moves to the input), and leave.
    await userEvent.tab();
    await expect(price).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await expect(args.onChange).toHaveBeenLastCalledWith([]);
    await waitFor(() => expect(input).toHaveFocus());
    await expect(fieldError(canvasElement, '关键词必填')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(fieldError(canvasElement, '关键词必填')).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
  },
};

export const MaxTags: Story = {
  args: { maxTags: 3, defaultValue: ['价格', '售后', '物流'], description: '最多 3 个关键词' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '关键词' });
    await userEvent.click(input);
    await userEvent.keyboard('退款{Enter}');
    await expect(fieldError(canvasElement, '最多添加3个')).toBeVisible();
    await expect(input).toHaveValue('退款');
    await expect(args.onChange).not.toHaveBeenCalled();
    // Removing one makes room.
    await userEvent.click(canvas.getByRole('button', { name: '移除 物流' }));
    await userEvent.click(input);
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['价格', '售后', '退款']);
  },
};

export const MaxLength: Story = {
  args: { maxLength: 4, description: '每个关键词最多 4 个字' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '关键词' });
    await expect(input).toHaveAttribute('maxlength', '4');
    await userEvent.click(input);
    await userEvent.keyboard('售后服务电话{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['售后服务']);
  },
};

interface Keyword {
  id: string;
  name: string;
}

function ObjectTags(args: TagInputProps<Keyword>) {
  const [value, setValue] = useState<Keyword[]>([
    { id: 'k1', name: '价格' },
    { id: 'k2', name: '售后' },
  ]);
  return (
    <TagInput<Keyword>
      {...args}
      value={value}
      getKey={(k) => k.id}
      createTag={(name) => ({ id: `new-${name}`, name })}
      onChange={(next) => {
        args.onChange?.(next);
        setValue(next);
      }}
    />
  );
}

/** Object values (`{ id, name }`), controlled: duplicates are decided by `name`. */
export const ObjectValues: Story = {
  render: (args) => <ObjectTags {...(args as unknown as TagInputProps<Keyword>)} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '关键词' });
    await userEvent.click(input);
    await userEvent.keyboard('售后{Enter}');
    await expect(fieldError(canvasElement, '请勿重复添加')).toBeVisible();
    await expect(input).toHaveValue('售后');
    await userEvent.clear(input);
    await userEvent.keyboard('物流{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 'k1', name: '价格' },
      { id: 'k2', name: '售后' },
      { id: 'new-物流', name: '物流' },
    ]);
    await userEvent.click(canvas.getByRole('button', { name: '移除 价格' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([
      { id: 'k2', name: '售后' },
      { id: 'new-物流', name: '物流' },
    ]);
  },
};

export const Empty: Story = {
  args: { description: '尚未添加关键词' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
    await expect(canvas.getByRole('textbox', { name: '关键词' })).toHaveAttribute('placeholder', '输入后按回车添加');
  },
};

export const Invalid: Story = {
  args: { defaultValue: ['价格'], isInvalid: true, errorMessage: '关键词已被其他规则使用' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '关键词' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('关键词已被其他规则使用');
  },
};

export const Disabled: Story = {
  args: { defaultValue: ['价格', '售后'], isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '关键词' });
    await expect(input).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: /移除/ })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { defaultValue: ['价格', '售后'], isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '关键词' });
    await expect(input).toHaveAttribute('readonly');
    await expect(canvas.queryByRole('button', { name: /移除/ })).not.toBeInTheDocument();
    // The tags can still be read by keyboard, not removed.
    await userEvent.tab();
    await expect(canvas.getByRole('row', { name: '价格' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    await userEvent.click(input);
    await userEvent.keyboard('{Backspace}');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getAllByRole('row')).toHaveLength(2);
  },
};

export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <TagInput {...args} />
      <TagInput {...args} defaultValue={['价格', '售后', '物流', '退款', '优惠券', '发票']} />
      <TagInput {...args} defaultValue={['价格']} isRequired isInvalid errorMessage="请勿重复添加" />
      <TagInput {...args} defaultValue={['价格', '售后']} isReadOnly />
      <TagInput {...args} defaultValue={['价格', '售后']} isDisabled />
    </div>
  ),
};
