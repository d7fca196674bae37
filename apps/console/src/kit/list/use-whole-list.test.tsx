import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { testRoot } from '../../testing/test-root';
import type { PagedList } from './use-paged-list';
import { useWholeList } from './use-whole-list';

const dom = testRoot();

function render(loadAll: () => Promise<readonly string[]>) {
  let list: PagedList<string> | undefined;
  function Probe() {
    list = useWholeList(loadAll);
    return null;
  }
  dom.render(<Probe />);
  return () => list as PagedList<string>;
}

describe('useWholeList', () => {
  it('shows every row as one page, and loads again on reload', async () => {
    const rows = Array.from({ length: 120 }, (_, index) => `配置${index}`);
    const loadAll = vi.fn(async () => rows);
    const list = render(loadAll);
    await act(async () => {});
    expect(list().status).toBe('ready');
    expect(list().data).toEqual({ list: rows, count: 120 });
    expect(list().query.pageSize).toBeGreaterThanOrEqual(120);
    act(() => list().reload());
    await act(async () => {});
    expect(loadAll).toHaveBeenCalledTimes(2);
  });

  it('reports a failed load', async () => {
    const list = render(() => Promise.reject(new Error('网络错误')));
    await act(async () => {});
    expect(list().status).toBe('error');
    expect(list().data).toBeUndefined();
  });
});
