import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { Avatar } from './Avatar';

// A self-contained picture (no network in tests): a landscape drawn as an SVG data URL.
const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#7fb3e6"/><circle cx="46" cy="18" r="8" fill="#ffd66b"/><path d="M0 64 22 30l14 18 10-10 18 26z" fill="#2f7d4f"/></svg>',
)}`;

const meta = {
  title: 'UI/Avatar',
  component: Avatar,
  tags: ['autodocs'],
  parameters: { layout: 'centered' },
  args: { name: '张小凡', size: 'md', shape: 'circle' },
  argTypes: {
    size: { control: 'inline-radio', options: ['xs', 'sm', 'md', 'lg', 'xl'] },
    shape: { control: 'inline-radio', options: ['circle', 'square'] },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithImage: Story = {
  args: { src: photo, name: '陆雪琪' },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: '陆雪琪' });
    await expect(img.tagName).toBe('IMG');
  },
};

export const Initials: Story = {
  tags: ['visual'],
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {['张小凡', '陆雪琪', '碧瑶', '林惊羽', 'alice', '🐱小猫'].map((name) => (
        <Avatar key={name} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: '张小凡' })).toHaveTextContent('张');
    await expect(canvas.getByRole('img', { name: 'alice' })).toHaveTextContent('A');
  },
};

export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,AAAA', name: '林惊羽' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('img', { name: '林惊羽' })).toHaveTextContent('林'));
    await expect(canvasElement.querySelector('img')).toBeNull();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
      <Avatar {...args} src={photo} size="xl" shape="square" />
    </div>
  ),
};

export const Decorative: Story = {
  render: () => (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
      {['张小凡', '陆雪琪', '碧瑶'].map((name) => (
        <li key={name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Avatar name={name} size="sm" isDecorative />
          {name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The name is already written next to each avatar: the avatars stay out of the accessibility tree.
    await expect(canvas.queryAllByRole('img')).toHaveLength(0);
    await expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('张小凡');
  },
};
