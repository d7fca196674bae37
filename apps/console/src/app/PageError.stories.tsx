import type { Meta, StoryObj } from '@storybook/react-vite';
import { vars } from '@weassit/ui/css';
import { Link, Route, Routes } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChunkLoadError } from '../lib/lazy-page';
import { StoryFrame } from '../testing/StoryFrame';
import { PageError } from './PageError';
import { RouteErrorBoundary } from './RouteErrorBoundary';

const meta = {
  title: 'Console/App/PageError',
  component: PageError,
  args: { stale: true, onReload: fn() },
} satisfies Meta<typeof PageError>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page's chunk did not load (e.g. gone after a redeploy): says so, and 重新加载 works from the keyboard. */
export const StaleChunk: Story = {
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: '页面加载失败', level: 1 })).toBeVisible();
    await expect(alert).toHaveTextContent('可能是版本已更新');
    await userEvent.tab();
    const button = within(alert).getByRole('button', { name: '重新加载' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** A render error: another message, the same button. */
export const RenderError: Story = {
  args: { stale: false },
  play: async ({ canvasElement, args }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(within(alert).getByRole('heading', { name: '页面出错了', level: 1 })).toBeVisible();
    await expect(alert).not.toHaveTextContent('版本已更新');
    await userEvent.click(within(alert).getByRole('button', { name: '重新加载' }));
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};

/** Without a frame (login, docs, landing), the message fills the window. */
export const FullPage: Story = {
  args: { fullPage: true },
  parameters: { layout: 'fullscreen' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '页面加载失败' })).toBeVisible();
  },
};

function Broken({ error }: { error: unknown }): never {
  throw error;
}

/** Behind the route boundary, /broken throws `error`; a link leads to a working page. */
function BoundaryDemo({ error }: { error: unknown }) {
  return (
    <StoryFrame path="/broken">
      <nav aria-label="演示导航">
        <Link to="/working" style={{ color: vars.color.text.link }}>
          去正常页面
        </Link>
      </nav>
      <main>
        <RouteErrorBoundary>
          <Routes>
            <Route path="/broken" element={<Broken error={error} />} />
            <Route path="*" element={<h1>正常页面</h1>} />
          </Routes>
        </RouteErrorBoundary>
      </main>
    </StoryFrame>
  );
}

/** The route boundary shows a render error in place of the page; navigating elsewhere clears it. */
export const BoundaryRenderError: Story = {
  render: () => <BoundaryDemo error={new Error('render failed')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '页面出错了' })).toBeVisible();
    await expect(canvas.getByRole('navigation', { name: '演示导航' })).toBeVisible();
    await userEvent.click(canvas.getByRole('link', { name: '去正常页面' }));
    await waitFor(() => expect(canvas.getByRole('heading', { name: '正常页面' })).toBeVisible());
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

/** A chunk that did not load, caught by the route boundary: the stale-version message. */
export const BoundaryStaleChunk: Story = {
  render: () => <BoundaryDemo error={new ChunkLoadError('Failed to fetch dynamically imported module')} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重新加载' })).toBeEnabled();
  },
};
