import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { NumberField } from './NumberField';

const meta = {
  title: 'UI/NumberField',
  component: NumberField,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ width: 240 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: '每日发送上限',
    description: '每个群每天最多发送的消息条数',
    minValue: 0,
    maxValue: 100,
    defaultValue: 10,
    onChange: fn(),
  },
  argTypes: {
    isInteger: { control: 'boolean' },
    onChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const StepWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '每日发送上限' });
    await expect(input).toHaveAccessibleDescription('每个群每天最多发送的消息条数');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('11');
    await expect(args.onChange).toHaveBeenLastCalledWith(11);
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(input).toHaveValue('9');
    await expect(args.onChange).toHaveBeenLastCalledWith(9);
    await userEvent.keyboard('{End}');
    await expect(input).toHaveValue('100');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('0');
    // Typed values are committed on blur and clamped to the range.
    await userEvent.keyboard('{Control>}a{/Control}250');
    await userEvent.tab();
    await expect(input).toHaveValue('100');
    await expect(args.onChange).toHaveBeenLastCalledWith(100);
  },
};

export const StepWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '每日发送上限' });
    const increment = canvas.getByRole('button', { name: '提高 每日发送上限' });
    const decrement = canvas.getByRole('button', { name: '降低 每日发送上限' });
    // The step buttons stay out of the tab order: the arrow keys do the same from the input.
    await expect(increment).toHaveAttribute('tabindex', '-1');
    await userEvent.click(increment);
    await userEvent.click(increment);
    await expect(input).toHaveValue('12');
    await expect(args.onChange).toHaveBeenLastCalledWith(12);
    // A mouse press moves focus to the input, so the keyboard takes over from there.
    await expect(input).toHaveFocus();
    await userEvent.click(decrement);
    await expect(input).toHaveValue('11');
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

export const AtMinimum: Story = {
  args: { defaultValue: 0 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const decrement = canvas.getByRole('button', { name: '降低 每日发送上限' });
    await expect(decrement).toBeDisabled();
    await userEvent.click(decrement, { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('textbox', { name: '每日发送上限' })).toHaveValue('0');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Integer: Story = {
  args: { isInteger: true, label: '重试次数', description: '失败后自动重试的次数', maxValue: 50, defaultValue: 3 },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '重试次数' });
    await userEvent.tab();
    await userEvent.keyboard('{Control>}a{/Control}2.5');
    await userEvent.tab();
    // The decimal separator is not accepted in integer mode.
    await expect(input).toHaveValue('25');
    await expect(args.onChange).toHaveBeenLastCalledWith(25);
  },
};

export const Currency: Story = {
  args: {
    label: '单价',
    description: '按人民币计价',
    formatOptions: { style: 'currency', currency: 'CNY' },
    step: 0.5,
    minValue: 0,
    maxValue: 9999,
    defaultValue: 12.5,
  },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '单价' });
    await expect(input).toHaveValue('¥12.50');
    await userEvent.click(input);
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('¥13.00');
    await expect(args.onChange).toHaveBeenLastCalledWith(13);
  },
};

export const Required: Story = {
  args: { isRequired: true, defaultValue: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: '每日发送上限' })).toBeRequired();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: '超出账号的每日发送额度', defaultValue: 80 },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: '每日发送上限' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('每个群每天最多发送的消息条数 超出账号的每日发送额度');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '每日发送上限' });
    await expect(input).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '提高 每日发送上限' })).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: '每日发送上限' });
    await expect(input).toHaveAttribute('readonly');
    await expect(canvas.getByRole('button', { name: '提高 每日发送上限' })).toBeDisabled();
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(input).toHaveValue('10');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <NumberField {...args} />
      <NumberField {...args} isRequired isInvalid errorMessage="超出账号的每日发送额度" defaultValue={80} />
      <NumberField {...args} label="重试次数" description={undefined} isInteger isDisabled defaultValue={3} />
      <NumberField
        {...args}
        label="单价"
        description={undefined}
        isReadOnly
        formatOptions={{ style: 'currency', currency: 'CNY' }}
        defaultValue={12.5}
      />
    </div>
  ),
};
