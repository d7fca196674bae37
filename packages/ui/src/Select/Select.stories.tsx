import type { Meta, StoryObj } from '@storybook/react-vite';
import { Form } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { vars } from '../theme/contract.css';
import { Select } from './Select';

const matchModes = [
  { id: 'fuzzy', label: '模糊匹配' },
  { id: 'exact', label: '精确匹配' },
];

const meta = {
  title: 'UI/Select',
  component: Select,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: {
    label: '匹配方式',
    items: matchModes,
    width: 240,
    onChange: fn(),
    onOpenChange: fn(),
  },
  argTypes: {
    items: { control: false },
    onChange: { table: { category: 'Events' } },
    onOpenChange: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  args: { description: '模糊匹配：消息包含关键词即回复' },
};

export const SelectWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /匹配方式/ });
    await expect(trigger).toHaveTextContent('请选择');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    const listbox = await body.findByRole('listbox');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const [fuzzy, exact] = within(listbox).getAllByRole('option');
    await waitFor(() => expect(fuzzy).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(exact).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('exact');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent('精确匹配');
    // Focus comes back once the popover's exit has finished: slower on a busy machine.
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const SelectWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /匹配方式/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const listbox = await body.findByRole('listbox', { name: '匹配方式' });
    // The list is exactly as wide as the trigger.
    await expect(Math.round(listbox.getBoundingClientRect().width)).toBeLessThanOrEqual(
      Math.round(trigger.getBoundingClientRect().width),
    );
    await userEvent.click(within(listbox).getByRole('option', { name: '精确匹配' }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('exact');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveTextContent('精确匹配');

    // Reopened, the chosen option is marked selected (and shows the check mark).
    await userEvent.click(trigger);
    const exact = await body.findByRole('option', { name: '精确匹配' });
    await expect(exact).toHaveAttribute('aria-selected', 'true');
    await expect(exact.querySelector('svg')).not.toBeNull();
    await expect(body.getByRole('option', { name: '模糊匹配' })).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    await expect(args.onChange).toHaveBeenCalledTimes(1);
  },
};

export const Selected: Story = {
  args: { defaultValue: 'fuzzy' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: /匹配方式/ })).toHaveTextContent('模糊匹配');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'fuzzy' },
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: /匹配方式/ });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const DisabledOption: Story = {
  args: {
    items: [
      { id: 'fuzzy', label: '模糊匹配' },
      { id: 'exact', label: '精确匹配' },
      { id: 'regex', label: '正则匹配', isDisabled: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: /匹配方式/ }));
    const regex = await body.findByRole('option', { name: '正则匹配' });
    await expect(regex).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(regex);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
  },
};

export const Invalid: Story = {
  args: { isInvalid: true, errorMessage: '请选择匹配方式' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('请选择匹配方式')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /匹配方式/ })).toHaveAccessibleDescription('请选择匹配方式');
  },
};

export const Required: Story = {
  args: { isRequired: true, errorMessage: '请选择匹配方式' },
  render: (args) => (
    <Form style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}>
      <Select {...args} />
      <Button type="submit">保存</Button>
    </Form>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: /匹配方式/ });
    await expect(canvasElement.querySelector('select')).toBeRequired();
    await expect(canvas.queryByText('请选择匹配方式')).not.toBeInTheDocument();

    // Submitting without a choice shows the message and moves focus to the field.
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(canvas.getByText('请选择匹配方式')).toBeVisible();
    await expect(trigger).toHaveFocus();

    // Choosing by keyboard clears it.
    await userEvent.keyboard('{ArrowDown}');
    await within(canvasElement.ownerDocument.body).findByRole('listbox');
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('fuzzy');
    await waitFor(() => expect(canvas.queryByText('请选择匹配方式')).not.toBeInTheDocument());
  },
};

interface ReplyRule {
  key: string;
  name: string;
  hint: string;
}

const replyRules: ReplyRule[] = [
  { key: 'fuzzy', name: '模糊匹配', hint: '消息包含关键词' },
  { key: 'exact', name: '精确匹配', hint: '消息与关键词完全相同' },
];

/** Any item shape, with `getLabel` / `getId`, and `children` rendering each option's content. */
export const CustomOptions: Story = {
  render: (args) => (
    <Select<ReplyRule>
      label={args.label}
      width={args.width}
      onChange={args.onChange}
      items={replyRules}
      getLabel={(rule) => rule.name}
      getId={(rule) => rule.key}
    >
      {(rule) => (
        <span style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          {rule.name}
          <span style={{ color: vars.color.text.muted, fontSize: 12 }}>{rule.hint}</span>
        </span>
      )}
    </Select>
  ),
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = within(canvasElement).getByRole('button', { name: /匹配方式/ });
    await userEvent.click(trigger);
    // Type-ahead uses the label from getLabel.
    await userEvent.keyboard('精');
    await waitFor(() => expect(body.getByRole('option', { name: /精确匹配/ })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith('exact');
    await expect(trigger).toHaveTextContent('精确匹配');
  },
};

export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, width: 240 }}>
      <Select {...args} />
      <Select {...args} defaultValue="exact" description="消息与关键词完全相同时回复" />
      <Select {...args} isRequired isInvalid errorMessage="请选择匹配方式" />
      <Select {...args} isDisabled defaultValue="fuzzy" />
    </div>
  ),
};
