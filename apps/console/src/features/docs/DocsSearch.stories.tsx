import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inFrame } from '../../testing/story-meta';
import { DocsSearch } from './DocsSearch';

const meta = {
  title: 'Console/Docs/DocsSearch',
  component: DocsSearch,
  decorators: [inFrame('/docs/about')],
  parameters: { layout: 'padded' },
} satisfies Meta<typeof DocsSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: just the box (the index loads on first use). */
export const Idle: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: '搜索文档' })).toBeVisible();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** A word from the body of the docs finds its pages, each hit a link to its section; Escape clears. */
export const FindsAWord: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('searchbox', { name: '搜索文档' });
    await userEvent.click(box);
    await userEvent.type(box, 'PUBLIC_URL');
    // The status shows 正在载入搜索索引… until the index has loaded: wait for the count, not for the status.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/找到 \d+ 条结果/));
    const hits = canvas.getAllByRole('link');
    await expect(hits.length).toBeGreaterThan(0);
    await expect(hits[0]?.getAttribute('href')).toMatch(/^\/docs\/[\w-]+#/);
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Nothing found says so. */
export const NoHit: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: '搜索文档' }), '不存在的词语组合');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent('没有找到与「不存在的词语组合」相关的内容'),
    );
  },
};
