import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MaterialPicker } from './MaterialPicker';
import { applyPageSelection, countByType, formatFileSize } from './MaterialPicker.selection';
import type { Material, MaterialPageQuery } from './MaterialPicker.types';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const text = (id: number, name = `文字${id}`): Material => ({ id, name, type: 1, content: name });
const file = (id: number, name = `文件${id}`): Material => ({ id, name, type: 2, fileType: 'pdf', size: 1024 });

const page1 = [1, 2, 3, 4, 5].map((id) => text(id));
const page2 = [6, 7, 8, 9, 10].map((id) => text(id));

describe('applyPageSelection', () => {
  it('adds the rows checked on the page', () => {
    const result = applyPageSelection({
      selected: [],
      type: 1,
      rows: page1,
      pageSelection: [2, 4],
      selectionMode: 'multiple',
    });
    expect(result.selected.map((m) => m.id)).toEqual([2, 4]);
    expect(result.rejected).toEqual([]);
  });

  it('keeps selections on other pages and of other types', () => {
    const selected = [text(7), file(1), text(2)];
    const result = applyPageSelection({
      selected,
      type: 1,
      rows: page1,
      pageSelection: [3],
      selectionMode: 'multiple',
    });
    // 2 was unchecked on this page; 7 (page 2) and the file stay.
    expect(result.selected.map((m) => `${m.type}:${m.id}`)).toEqual(['1:7', '2:1', '1:3']);
  });

  it('does not confuse ids of different types', () => {
    const result = applyPageSelection({
      selected: [file(1)],
      type: 1,
      rows: page1,
      pageSelection: [],
      selectionMode: 'multiple',
    });
    expect(result.selected).toEqual([file(1)]);
  });

  it('reads "all" as every row of the page', () => {
    const result = applyPageSelection({
      selected: [text(6)],
      type: 1,
      rows: page1,
      pageSelection: 'all',
      selectionMode: 'multiple',
    });
    expect(result.selected.map((m) => m.id)).toEqual([6, 1, 2, 3, 4, 5]);
  });

  it('stops at maxSelection in row order and rejects the rest', () => {
    const result = applyPageSelection({
      selected: [text(6)],
      type: 1,
      rows: page1,
      pageSelection: 'all',
      selectionMode: 'multiple',
      maxSelection: 3,
    });
    expect(result.selected.map((m) => m.id)).toEqual([6, 1, 2]);
    expect(result.rejected.map((m) => m.id)).toEqual([3, 4, 5]);
  });

  it('counts the cap over every type', () => {
    const result = applyPageSelection({
      selected: [file(1), file(2)],
      type: 1,
      rows: page2,
      pageSelection: [6, 7],
      selectionMode: 'multiple',
      maxSelection: 3,
    });
    expect(result.selected.map((m) => `${m.type}:${m.id}`)).toEqual(['2:1', '2:2', '1:6']);
    expect(result.rejected.map((m) => m.id)).toEqual([7]);
  });

  it('allows deselecting when at the cap', () => {
    const result = applyPageSelection({
      selected: [text(1), text(2), text(3)],
      type: 1,
      rows: page1,
      pageSelection: [1, 3],
      selectionMode: 'multiple',
      maxSelection: 3,
    });
    expect(result.selected.map((m) => m.id)).toEqual([1, 3]);
    expect(result.rejected).toEqual([]);
  });

  it('replaces the whole selection in single mode', () => {
    const result = applyPageSelection({
      selected: [file(1)],
      type: 1,
      rows: page1,
      pageSelection: [4],
      selectionMode: 'single',
    });
    expect(result.selected).toEqual([text(4)]);
    const cleared = applyPageSelection({
      selected: [text(4)],
      type: 1,
      rows: page1,
      pageSelection: [],
      selectionMode: 'single',
    });
    expect(cleared.selected).toEqual([]);
  });

  it('refreshes selected materials with the page rows', () => {
    const renamed = { ...text(1), name: '欢迎语（新）' };
    const result = applyPageSelection({
      selected: [text(1)],
      type: 1,
      rows: [renamed, ...page1.slice(1)],
      pageSelection: [1],
      selectionMode: 'multiple',
    });
    expect(result.selected).toEqual([renamed]);
  });
});

describe('helpers', () => {
  it('counts by type', () => {
    expect(countByType([text(1), text(2), file(1)])).toEqual({ 1: 2, 2: 1 });
  });

  it('formats file sizes', () => {
    expect(formatFileSize(856)).toBe('856 B');
    expect(formatFileSize(12_800)).toBe('12.5 KB');
    expect(formatFileSize(2_516_582)).toBe('2.4 MB');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize('3 MB')).toBe('3 MB');
    expect(formatFileSize(undefined)).toBeUndefined();
    expect(formatFileSize(-1)).toBeUndefined();
  });
});

describe('MaterialPicker', () => {
  let container: HTMLDivElement;
  let root: Root;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root.unmount());
    container.remove();
    vi.useRealTimers();
  });

  const all = Array.from({ length: 12 }, (_, i) => text(i + 1, i === 0 ? '欢迎语' : `通知${i + 1}`));
  const loader = () =>
    vi.fn(async ({ type, name, current, pageSize }: MaterialPageQuery) => {
      const list = all.filter((m) => m.type === type && m.name.includes(name));
      return { count: list.length, list: list.slice((current - 1) * pageSize, current * pageSize) };
    });

  it('asks for the first page of the first type, five rows', async () => {
    const loadPage = loader();
    await act(async () => {
      root.render(<MaterialPicker types={[1, 2]} loadPage={loadPage} />);
    });
    expect(loadPage).toHaveBeenCalledWith({ type: 1, name: '', current: 1, pageSize: 5 });
    expect(container.querySelectorAll('tbody tr')).toHaveLength(5);
    expect(container.querySelector('nav[aria-label="分页"]')).not.toBeNull();
  });

  it('searches after the debounce, from page 1', async () => {
    vi.useFakeTimers();
    const loadPage = loader();
    await act(async () => {
      root.render(<MaterialPicker types={[1]} loadPage={loadPage} searchDebounce={300} />);
    });
    const input = container.querySelector('input[type="search"]') as HTMLInputElement;
    await act(async () => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input, '欢迎');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(loadPage).not.toHaveBeenCalledWith(expect.objectContaining({ name: '欢迎' }));
    await act(async () => {
      vi.advanceTimersByTime(300);
    });
    expect(loadPage).toHaveBeenLastCalledWith({ type: 1, name: '欢迎', current: 1, pageSize: 5 });
    expect(container.querySelectorAll('tbody tr')).toHaveLength(1);
    // One row: everything fits on a page, so there is no pagination.
    expect(container.querySelector('nav[aria-label="分页"]')).toBeNull();
  });

  it('shows 加载失败 and retries', async () => {
    const loadPage = vi.fn().mockRejectedValueOnce(new Error('网络异常')).mockResolvedValue({ count: 0, list: [] });
    await act(async () => {
      root.render(<MaterialPicker types={[1]} loadPage={loadPage} />);
    });
    expect(container.textContent).toContain('加载失败');
    expect(container.textContent).toContain('网络异常');
    const retry = [...container.querySelectorAll('button')].find((b) => b.textContent === '重试');
    await act(async () => {
      retry?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      retry?.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
      retry?.click();
    });
    expect(loadPage).toHaveBeenCalledTimes(2);
    expect(container.textContent).toContain('暂无素材');
  });
});
