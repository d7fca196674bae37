import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'UI/Checkbox',
  component: Checkbox,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { children: '仅在群聊中被 @ 时回复', onChange: fn() },
  argTypes: { onChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: '不勾选则回复群内所有匹配的消息' },
};

export const ToggleWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: '仅在群聊中被 @ 时回复' });
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await expect(checkbox).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const ToggleWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: '仅在群聊中被 @ 时回复' });
    // The whole label is the click target.
    await userEvent.click(canvas.getByText('仅在群聊中被 @ 时回复'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('仅在群聊中被 @ 时回复'));
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeChecked();
  },
};

export const Indeterminate: Story = {
  args: { children: '全部', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const checkbox = within(canvasElement).getByRole('checkbox', { name: '全部' });
    await expect(checkbox).toBePartiallyChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toBeDisabled();
    await userEvent.click(canvas.getByText('仅在群聊中被 @ 时回复'), { pointerEventsCheck: 0 });
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toHaveAttribute('aria-readonly', 'true');
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByText('仅在群聊中被 @ 时回复'));
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { children: '我已阅读并同意《服务协议》', isInvalid: true, errorMessage: '请先同意服务协议' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: /我已阅读并同意/ });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('请先同意服务协议')).toBeVisible();
    await expect(checkbox).toHaveAccessibleDescription('请先同意服务协议');
  },
};

export const Required: Story = {
  args: { children: '我已阅读并同意《服务协议》', isRequired: true, errorMessage: '请先同意服务协议' },
  render: (args) => (
    <Form style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <Checkbox {...args} />
      <Button type="submit">保存</Button>
    </Form>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const checkbox = canvas.getByRole('checkbox', { name: /我已阅读并同意/ });
    await expect(checkbox).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请先同意服务协议')).toBeVisible();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.queryByText('请先同意服务协议')).not.toBeInTheDocument();
  },
};

export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Checkbox {...args}>未选中</Checkbox>
      <Checkbox {...args} defaultSelected>
        已选中
      </Checkbox>
      <Checkbox {...args} isIndeterminate>
        部分选中
      </Checkbox>
      <Checkbox {...args} isRequired isInvalid errorMessage="请先同意服务协议">
        我已阅读并同意《服务协议》
      </Checkbox>
      <Checkbox {...args} isReadOnly defaultSelected description="由管理员设置">
        只读
      </Checkbox>
      <Checkbox {...args} isDisabled>
        禁用
      </Checkbox>
      <Checkbox {...args} isDisabled defaultSelected>
        禁用且选中
      </Checkbox>
    </div>
  ),
};
