import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { TextField } from './TextField';

const meta = {
  title: 'UI/TextField',
  component: TextField,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ width: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: '素材别名',
    description: '用于在列表中识别素材',
    placeholder: '例如：春季活动海报',
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    type: { control: 'select', options: ['text', 'email', 'password', 'search', 'tel', 'url', 'date'] },
    multiline: { control: 'boolean' },
    onChange: { table: { category: 'Events' } },
    onBlur: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const TypeWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '素材别名' });
    await expect(input).toHaveAccessibleDescription('用于在列表中识别素材');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('春季海报');
    await expect(input).toHaveValue('春季海报');
    await expect(args.onChange).toHaveBeenLastCalledWith('春季海报');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const TypeWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Clicking the label focuses the control, like a native label.
    await userEvent.click(canvas.getByText('素材别名'));
    const input = canvas.getByRole('textbox', { name: '素材别名' });
    await expect(input).toHaveFocus();
    await userEvent.type(input, '新品');
    await expect(args.onChange).toHaveBeenLastCalledWith('新品');
  },
};

export const Required: Story = {
  args: { isRequired: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '素材别名' });
    await expect(input).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: '素材别名必填' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '素材别名' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('用于在列表中识别素材 素材别名必填');
  },
};

/** A required field in a form: submitting it empty shows the message and moves focus to the field. */
export const RequiredValidation: Story = {
  args: { isRequired: true, errorMessage: '素材别名必填', description: undefined },
  render: (args) => (
    <Form onSubmit={(event) => event.preventDefault()} style={{ display: 'grid', gap: 12 }}>
      <TextField {...args} name="alias" />
      <Button type="submit">保存</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '素材别名' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveFocus();
    await expect(input).toHaveAccessibleDescription('素材别名必填');
    await userEvent.keyboard('海报');
    await userEvent.tab();
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.queryByText('素材别名必填')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '春季活动海报' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '素材别名' });
    await expect(input).toBeDisabled();
    await userEvent.click(input, { pointerEventsCheck: 0 });
    await expect(input).not.toHaveFocus();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: '春季活动海报' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '素材别名' });
    await expect(input).toHaveAttribute('readonly');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('改');
    await expect(input).toHaveValue('春季活动海报');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Email: Story = {
  args: { type: 'email', label: '联系邮箱', description: '用于接收告警通知', placeholder: 'name@example.com' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '联系邮箱' });
    await expect(input).toHaveAttribute('type', 'email');
  },
};

/** The browser's date picker: the value is `YYYY-MM-DD`, or empty when cleared. */
export const DateInput: Story = {
  args: {
    type: 'date',
    label: '开始日期',
    description: '按收到消息的日期筛选',
    placeholder: undefined,
    defaultValue: '2026-11-25',
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByLabelText('开始日期');
    await expect(input).toHaveAttribute('type', 'date');
    await expect(input).toHaveValue('2026-11-25');
    await userEvent.clear(input);
    await waitFor(() => expect(args.onChange).toHaveBeenLastCalledWith(''));
  },
};

export const Password: Story = {
  args: { type: 'password', label: '密码', description: '至少 8 位，包含字母和数字', placeholder: undefined },
};

export const RevealPasswordWithPointer: Story = {
  args: Password.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('密码');
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(input);
    await userEvent.keyboard('abc12345');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    // Focus stays in the input, with the caret where it was: typing goes on.
    await expect(input).toHaveFocus();
    await userEvent.keyboard('6');
    await expect(input).toHaveValue('abc123456');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const RevealPasswordWithKeyboard: Story = {
  args: Password.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('密码');
    const toggle = canvas.getByRole('button', { name: '显示密码' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('abc12345');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab({ shift: true });
    await expect(input).toHaveFocus();
  },
};

export const Multiline: Story = {
  args: {
    multiline: true,
    label: '内容',
    description: '群发消息的正文',
    placeholder: '输入要发送的内容',
    maxLength: 200,
    rows: 4,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '内容' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(textarea).toHaveAttribute('maxlength', '200');
    await expect(canvas.getByText('0/200')).toBeInTheDocument();
    await userEvent.tab();
    await expect(textarea).toHaveFocus();
    await userEvent.keyboard('今晚八点开播{Enter}欢迎来看');
    await expect(args.onChange).toHaveBeenLastCalledWith('今晚八点开播\n欢迎来看');
    await expect(canvas.getByText('11/200')).toBeInTheDocument();
    // The polite live region speaks once typing pauses.
    const status = canvasElement.querySelector('[aria-live="polite"]');
    await waitFor(() => expect(status).toHaveTextContent('已输入 11 字，最多 200 字'), { timeout: 3000 });
  },
};

export const MultilineWithPointer: Story = {
  args: { ...Multiline.args, defaultValue: '今晚八点开播' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: '内容' });
    await expect(canvas.getByText('6/200')).toBeInTheDocument();
    await userEvent.click(textarea);
    await expect(textarea).toHaveFocus();
    await userEvent.clear(textarea);
    await expect(canvas.getByText('0/200')).toBeInTheDocument();
  },
};

export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <TextField {...args} defaultValue="春季活动海报" />
      <TextField {...args} isRequired isInvalid errorMessage="素材别名必填" />
      <TextField {...args} label="素材编号" description={undefined} isDisabled defaultValue="SC-2024-0001" />
      <TextField {...args} label="创建人" description={undefined} isReadOnly defaultValue="运营小王" />
      <TextField {...args} type="password" label="密码" description={undefined} defaultValue="abc12345" />
      <TextField
        {...args}
        multiline
        label="内容"
        description={undefined}
        maxLength={200}
        rows={3}
        defaultValue="今晚八点开播，欢迎来看"
      />
    </div>
  ),
};
