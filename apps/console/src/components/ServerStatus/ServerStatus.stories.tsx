import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ServerStatus } from './ServerStatus';

const meta = {
  title: 'Console/ServerStatus',
  component: ServerStatus,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof ServerStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = { args: { health: { status: 'loading' } } };

export const Up: Story = {
  args: { health: { status: 'ok', info: { status: 'ok', version: '0.1.0', database: 'sqlite', uptimeSeconds: 42 } } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('服务正常（SQLite，版本 0.1.0）');
  },
};

export const Down: Story = {
  args: { health: { status: 'down', reason: 'Network Error' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('无法连接服务：Network Error');
  },
};
