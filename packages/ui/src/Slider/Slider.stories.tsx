import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slider } from './Slider';

const meta = {
  title: 'UI/Slider',
  component: Slider,
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
    label: '回复延迟',
    minValue: 0,
    maxValue: 60,
    step: 1,
    defaultValue: 5,
    formatOptions: { style: 'unit', unit: 'second', unitDisplay: 'short' },
    onChange: fn(),
    onChangeEnd: fn(),
  },
  argTypes: {
    onChange: { table: { category: 'Events' } },
    onChangeEnd: { table: { category: 'Events' } },
  },
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const MoveWithKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: '回复延迟' });
    const output = canvas.getByRole('status');
    await expect(slider).toHaveAttribute('aria-valuetext', '5秒');
    await userEvent.tab();
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('6');
    await expect(slider).toHaveAttribute('aria-valuetext', '6秒');
    await expect(output).toHaveTextContent('6秒');
    await expect(args.onChange).toHaveBeenLastCalledWith(6);
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith(6);
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(slider).toHaveValue('4');
    await userEvent.keyboard('{End}');
    await expect(slider).toHaveValue('60');
    await expect(output).toHaveTextContent('60秒');
    await userEvent.keyboard('{Home}');
    await expect(slider).toHaveValue('0');
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith(0);
  },
};

export const MoveWithPointer: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: '回复延迟' });
    // input → visually hidden wrapper → thumb → track; press the track three quarters of the way along.
    const track = slider.parentElement?.parentElement?.parentElement;
    if (!track) throw new Error('no track');
    const rect = track.getBoundingClientRect();
    const coords = { clientX: rect.left + rect.width * 0.75, clientY: rect.top + rect.height / 2 };
    await userEvent.pointer([{ keys: '[MouseLeft>]', target: track, coords }, { keys: '[/MouseLeft]' }]);
    await expect(slider).toHaveValue('45');
    await expect(canvas.getByRole('status')).toHaveTextContent('45秒');
    await expect(args.onChange).toHaveBeenLastCalledWith(45);
    await expect(args.onChangeEnd).toHaveBeenLastCalledWith(45);
    // A press focuses the thumb, so the arrow keys fine-tune from there.
    await expect(slider).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(slider).toHaveValue('46');
  },
};

export const Percent: Story = {
  args: {
    label: '相似度阈值',
    minValue: 0,
    maxValue: 1,
    step: 0.05,
    defaultValue: 0.8,
    formatOptions: { style: 'percent' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const slider = canvas.getByRole('slider', { name: '相似度阈值' });
    await expect(canvas.getByRole('status')).toHaveTextContent('80%');
    slider.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(slider).toHaveAttribute('aria-valuetext', '85%');
    await expect(args.onChange).toHaveBeenLastCalledWith(0.85);
  },
};

/** Without a visible label: `aria-label` names the slider, the value still shows. */
export const WithoutVisibleLabel: Story = {
  args: { label: undefined, 'aria-label': '回复延迟' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('slider', { name: '回复延迟' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 20 },
  play: async ({ canvasElement, args }) => {
    const slider = within(canvasElement).getByRole('slider', { name: '回复延迟' });
    await expect(slider).toBeDisabled();
    await userEvent.tab();
    await expect(slider).not.toHaveFocus();
    await userEvent.click(slider, { pointerEventsCheck: 0 });
    await expect(slider).toHaveValue('20');
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const States: Story = {
  tags: ['visual'],
  render: (args) => (
    <div style={{ display: 'grid', gap: 24 }}>
      <Slider {...args} defaultValue={20} />
      <Slider
        {...args}
        label="相似度阈值"
        minValue={0}
        maxValue={1}
        step={0.05}
        defaultValue={0.8}
        formatOptions={{ style: 'percent' }}
      />
      <Slider {...args} label="每日发送上限" isDisabled defaultValue={40} formatOptions={undefined} />
    </div>
  ),
};
