import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Switch } from './Switch';

const meta = {
  title: 'UI/Switch',
  component: Switch,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { children: '自动通过好友', onChange: fn() },
  argTypes: { onChange: { table: { category: 'Events' } } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: '收到好友申请时自动通过' },
};

export const ToggleWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: '自动通过好友' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await expect(toggle).not.toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const ToggleWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: '自动通过好友' });
    await userEvent.click(canvas.getByText('自动通过好友'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('自动通过好友'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const Selected: Story = {
  args: { defaultSelected: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('switch', { name: '自动通过好友' })).toBeChecked();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultSelected: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: '自动通过好友' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('自动通过好友'), { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const ReadOnly: Story = {
  args: { isReadOnly: true, defaultSelected: true, description: '由管理员统一设置' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: '自动通过好友' });
    await expect(toggle).toHaveAttribute('aria-readonly', 'true');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.click(canvas.getByText('自动通过好友'));
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: '开启前请先设置好友验证问题' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: '自动通过好友' });
    await expect(toggle).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('开启前请先设置好友验证问题')).toBeVisible();
    await expect(toggle).toHaveAccessibleDescription('开启前请先设置好友验证问题');
  },
};

export const Required: Story = {
  args: { children: '启用机器人', isRequired: true, errorMessage: '请先启用机器人' },
  render: (args) => (
    <Form style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <Switch {...args} />
      <Button type="submit">保存</Button>
    </Form>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('switch', { name: '启用机器人' });
    await expect(toggle).toBeRequired();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请先启用机器人')).toBeVisible();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await expect(canvas.queryByText('请先启用机器人')).not.toBeInTheDocument();
  },
};

export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Switch {...args}>关闭</Switch>
      <Switch {...args} defaultSelected description="收到好友申请时自动通过">
        开启
      </Switch>
      <Switch {...args} isRequired isInvalid errorMessage="请先启用机器人">
        启用机器人
      </Switch>
      <Switch {...args} isReadOnly defaultSelected>
        只读
      </Switch>
      <Switch {...args} isDisabled>
        禁用
      </Switch>
      <Switch {...args} isDisabled defaultSelected>
        禁用且开启
      </Switch>
    </div>
  ),
};
