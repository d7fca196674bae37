import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Radio, RadioGroup } from './RadioGroup';

const targets = (
  <>
    <Radio value="friend">好友</Radio>
    <Radio value="group">群组</Radio>
  </>
);

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  subcomponents: { Radio },
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { label: '目标类型', children: targets, onChange: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'segmented'] },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    children: { control: false },
    onChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: '消息发送给好友还是群组' },
};

export const Horizontal: Story = {
  args: { orientation: 'horizontal', defaultValue: 'friend' },
};

export const OptionDescriptions: Story = {
  args: {
    children: (
      <>
        <Radio value="friend" description="单独发送给每位好友">
          好友
        </Radio>
        <Radio value="group" description="发送到所选群聊">
          群组
        </Radio>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '好友' })).toHaveAccessibleDescription('单独发送给每位好友');
  },
};

export const ChooseWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: '目标类型' })).toHaveAttribute('aria-orientation', 'vertical');
    const friend = canvas.getByRole('radio', { name: '好友' });
    const group = canvas.getByRole('radio', { name: '群组' });
    await userEvent.tab();
    await expect(friend).toHaveFocus();
    await expect(friend).not.toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(group).toHaveFocus();
    await expect(group).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('group');
    await userEvent.keyboard('{ArrowUp}');
    await expect(friend).toBeChecked();
    await expect(group).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('friend');
  },
};

export const ChooseWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('群组'));
    await expect(canvas.getByRole('radio', { name: '群组' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('group');
    await userEvent.click(canvas.getByText('好友'));
    await expect(canvas.getByRole('radio', { name: '好友' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '群组' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('friend');
  },
};

const limits = (
  <>
    <Radio value="time">按时间</Radio>
    <Radio value="count">按数量</Radio>
  </>
);

export const Segmented: Story = {
  args: { label: '清理方式', variant: 'segmented', children: limits, defaultValue: 'time' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: '清理方式' })).toHaveAttribute(
      'aria-orientation',
      'horizontal',
    );
    await expect(canvas.getByRole('radio', { name: '按时间' })).toBeChecked();
  },
};

export const SegmentedWithKeyboard: Story = {
  args: Segmented.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const time = canvas.getByRole('radio', { name: '按时间' });
    const count = canvas.getByRole('radio', { name: '按数量' });
    // Tab enters at the chosen option.
    await userEvent.tab();
    await expect(time).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(count).toHaveFocus();
    await expect(count).toBeChecked();
    await expect(time).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('count');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(time).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('time');
  },
};

export const SegmentedWithPointer: Story = {
  args: Segmented.args,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('按数量'));
    await expect(canvas.getByRole('radio', { name: '按数量' })).toBeChecked();
    await expect(canvas.getByRole('radio', { name: '按时间' })).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('count');
  },
};

export const DisabledOption: Story = {
  args: {
    children: (
      <>
        <Radio value="friend">好友</Radio>
        <Radio value="group" isDisabled>
          群组
        </Radio>
      </>
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radio', { name: '群组' })).toBeDisabled();
    await userEvent.click(canvas.getByText('群组'), { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'friend' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.getByRole('radio', { name: '群组' })).toBeDisabled();
    await userEvent.click(canvas.getByText('群组'), { pointerEventsCheck: 0 });
    await expect(canvas.getByRole('radio', { name: '好友' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultValue: 'friend' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-readonly', 'true');
    await userEvent.click(canvas.getByText('群组'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: '好友' })).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: '目标类型必选' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: '目标类型' });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('目标类型必选')).toBeVisible();
    await expect(group).toHaveAccessibleDescription('目标类型必选');
  },
};

export const Required: Story = {
  args: { isRequired: true, errorMessage: '目标类型必选' },
  render: (args) => (
    <Form style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <RadioGroup {...args} />
      <Button type="submit">保存</Button>
    </Form>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: '目标类型' })).toHaveAttribute('aria-required', 'true');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('目标类型必选')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: '好友' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith('friend');
    await expect(canvas.queryByText('目标类型必选')).not.toBeInTheDocument();
  },
};

export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 20 }}>
      <RadioGroup {...args} defaultValue="friend" description="消息发送给好友还是群组" />
      <RadioGroup {...args} orientation="horizontal" isRequired isInvalid errorMessage="目标类型必选" />
      <RadioGroup {...args} orientation="horizontal" isDisabled defaultValue="group" />
      <RadioGroup {...args} label="清理方式" variant="segmented" defaultValue="count">
        {limits}
      </RadioGroup>
      <RadioGroup {...args} label="清理方式" variant="segmented" isInvalid errorMessage="清理方式必选">
        {limits}
      </RadioGroup>
      <RadioGroup {...args} label="清理方式" variant="segmented" isDisabled defaultValue="time">
        {limits}
      </RadioGroup>
    </div>
  ),
};
