import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchField } from './SearchField';

const meta = {
  title: 'UI/SearchField',
  component: SearchField,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  decorators: [
    (Story) => (
      <div style={{ width: 300 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: '搜索素材',
    placeholder: '输入素材名称或编号',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
  argTypes: {
    onChange: { table: { category: 'Events' } },
    onSubmit: { table: { category: 'Events' } },
    onClear: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const SearchWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: '搜索素材' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('海报');
    await expect(args.onChange).toHaveBeenLastCalledWith('海报');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('海报');
    // Escape clears the text and keeps focus.
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(input).toHaveFocus();
    // The clear button is skipped by Tab: Escape does its job from the input.
    await userEvent.keyboard('a');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(within(canvasElement).getByRole('button', { name: '清除搜索' })).not.toHaveFocus();
  },
};

export const ClearWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: '搜索素材' });
    await userEvent.click(input);
    await userEvent.keyboard('春季');
    const clear = canvas.getByRole('button', { name: '清除搜索' });
    await userEvent.click(clear);
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenLastCalledWith('');
    // Focus goes back to the input, ready for the next query.
    await expect(input).toHaveFocus();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Without a visible label: the view around it says what is searched, `aria-label` names the field. */
export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': '搜索群聊', placeholder: '搜索群聊' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: '搜索群聊' })).toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  args: { description: '支持按素材名称、编号或标签搜索' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: '搜索素材' });
    await expect(input).toHaveAccessibleDescription('支持按素材名称、编号或标签搜索');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '海报' },
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: '搜索素材' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, defaultValue: '#', errorMessage: '搜索词至少 2 个字' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('searchbox', { name: '搜索素材' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('搜索词至少 2 个字');
  },
};

export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 20 }}>
      <SearchField {...args} />
      <SearchField {...args} defaultValue="春季活动海报" description="支持按素材名称、编号或标签搜索" />
      <SearchField {...args} label="搜索群聊" isDisabled defaultValue="运营群" />
    </div>
  ),
};
