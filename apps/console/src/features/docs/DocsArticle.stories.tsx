import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { inFrame } from '../../testing/story-meta';
import page from './content/keyword.md';
import { DocsArticle } from './DocsArticle';

const meta = {
  title: 'Console/Docs/DocsArticle',
  component: DocsArticle,
  parameters: { layout: 'fullscreen' },
  decorators: [inFrame('/docs/keyword')],
  args: { page },
} satisfies Meta<typeof DocsArticle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A real docs page (keyword.md, compiled at build time) with its heading tree. */
export const Page: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: page.title })).toBeVisible();
    const tree = canvas.getByRole('navigation', { name: '本页目录' });
    await expect(within(tree).getAllByRole('link')).toHaveLength(page.headings.length);
    // Every heading is a link to its own anchor.
    const second = page.headings[1];
    if (!second) throw new Error('keyword.md has one heading only');
    const heading = canvas.getByRole('heading', { name: second.text });
    await expect(heading).toHaveAttribute('id', second.id);
    await expect(within(heading).getByRole('link')).toHaveAttribute('href', `#${second.id}`);
  },
};

/** The tree follows the reader: the heading scrolled to the top is the current entry. */
export const FollowsTheScroll: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('navigation', { name: '本页目录' });
    const target = page.headings[3] ?? page.headings.at(-1);
    if (!target) throw new Error('keyword.md has no headings');
    const heading = canvasElement.ownerDocument.getElementById(target.id);
    heading?.scrollIntoView();
    await waitFor(() =>
      expect(within(tree).getByRole('link', { name: target.text })).toHaveAttribute('aria-current', 'location'),
    );
    // Keyboard: the tree's links are reachable and followed with Enter, back to the page's title.
    const first = within(tree).getAllByRole('link')[0];
    first?.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(first).toHaveAttribute('aria-current', 'location'));
  },
};
