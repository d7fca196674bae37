import { act, type ReactElement } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { testRoot } from '../../testing/test-root';
import { LazyPagination } from './LazyPagination';

const dom = testRoot();

// The chunk's first import compiles all of @weassit/ui: do it once, outside the tests' time limit.
beforeAll(async () => {
  await import('./pagination-widget');
}, 60_000);

/** Renders `element` and waits for the lazy chunk (already loaded) to replace the placeholder. */
async function render(element: ReactElement) {
  await act(async () => dom.root.render(element));
}

describe('LazyPagination', () => {
  it('renders nothing while the list fits on one page (as Pagination hides itself)', async () => {
    await render(<LazyPagination total={20} pageSize={20} pageSizeOptions={[10, 20]} />);
    expect(dom.container.innerHTML).toBe('');
  });

  it('shows the pagination, with its props, once the list has a second page', async () => {
    await render(<LazyPagination total={35} pageSize={10} current={2} />);
    expect(dom.container.querySelector('nav[aria-label="分页"]')).not.toBeNull();
    expect(dom.container.querySelector('[aria-current="page"]')?.textContent).toBe('2');
    expect(dom.container.textContent).toContain('共 35 条');
  });

  it('uses the pagination default page size (10) when none is given', async () => {
    await render(<LazyPagination total={10} />);
    expect(dom.container.innerHTML).toBe('');
    await render(<LazyPagination total={11} />);
    expect(dom.container.querySelector('nav')).not.toBeNull();
  });
});
