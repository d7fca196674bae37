import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Skeleton, SkeletonRegion } from './Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { variant: 'text', lines: 3, width: 320 },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'rect', 'circle'] },
    lines: { control: { type: 'number', min: 1, max: 10 } },
    width: { control: 'text' },
    height: { control: 'text' },
  },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const skeleton = canvasElement.querySelector('[aria-hidden="true"]');
    await expect(skeleton).not.toBeNull();
    await expect(skeleton?.children).toHaveLength(3);
  },
};

export const Rect: Story = { args: { variant: 'rect', width: 240, height: 135, lines: 1 } };

export const Circle: Story = { args: { variant: 'circle', width: 48, lines: 1 } };

/** Shapes combined into the placeholder of a list item: avatar, name, last message. */
export const ListItem: Story = {
  render: () => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, width: 360 }}>
      {[1, 2, 3].map((row) => (
        <div key={row} style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton variant="circle" width={40} />
          <div style={{ flex: 1 }}>
            <Skeleton width="40%" />
            <Skeleton width="80%" style={{ marginTop: 8 }} />
          </div>
        </div>
      ))}
    </div>
  ),
};

function LoadingCard() {
  const [isLoading, setLoading] = useState(true);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16, width: 360 }}>
      <Button variant="secondary" onPress={() => setLoading((value) => !value)}>
        {isLoading ? '模拟加载完成' : '重新加载'}
      </Button>
      <SkeletonRegion isLoading={isLoading} role="group" aria-label="群聊详情">
        <p>智能微秘书交流群 · 128 人 · 今日消息 56 条</p>
      </SkeletonRegion>
    </div>
  );
}

/**
 * A `SkeletonRegion` marks the area busy (`aria-busy`) and tells screen-reader users 加载中 while the skeletons
 * show; the skeletons themselves are hidden from assistive technology.
 */
export const LoadingRegion: Story = {
  render: () => <LoadingCard />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByLabelText('群聊详情');
    await expect(region).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('加载中');
    await expect(canvas.queryByText(/智能微秘书交流群/)).not.toBeInTheDocument();

    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region).not.toHaveAttribute('aria-busy'));
    await expect(canvas.getByText(/智能微秘书交流群/)).toBeInTheDocument();
    await expect(canvas.getByRole('status')).toHaveTextContent('');

    await userEvent.click(canvas.getByRole('button', { name: '重新加载' }));
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};
