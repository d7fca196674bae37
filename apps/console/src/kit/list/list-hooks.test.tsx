import type { Page } from '@weassit/contract';
import type { ConfirmOptions } from '@weassit/ui';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNotifyHost } from '../../lib/notify';
import { testRoot } from '../../testing/test-root';
import { useEditDialog } from './use-edit-dialog';
import { type PageLoader, usePagedList } from './use-paged-list';
import { useRemove } from './use-remove';
import { SEARCH_DEBOUNCE_MS, useSearch } from './use-search';

// The notification host (toast region, confirm dialog) is the app shell's: here it records what the hooks say
// and answers confirms as each test scripts.
const toasts: string[] = [];
const confirms: ConfirmOptions[] = [];
let confirmAnswer = true;
registerNotifyHost({
  toast: { success: (message: string) => toasts.push(message) } as never,
  confirm: (async (options: ConfirmOptions) => {
    confirms.push(options);
    return confirmAnswer;
  }) as never,
});

const dom = testRoot();
beforeEach(() => {
  toasts.length = 0;
  confirms.length = 0;
  confirmAnswer = true;
});
afterEach(() => {
  vi.useRealTimers();
});

/** Renders `hook` in a component; `current()` is its latest result. */
function renderHook<R>(hook: () => R): { current: () => R } {
  let result: R;
  function Probe() {
    result = hook();
    return null;
  }
  dom.render(<Probe />);
  return { current: () => result };
}

/** Lets pending promises settle inside act (answers, then the effects they cause). */
const settle = () => act(async () => {});

/** A loader whose answers the test hands out one by one, in any order. */
function controlledLoader<T>() {
  const calls: { params: Parameters<PageLoader<T>>[0]; answer: (page: Page<T>) => void; fail: () => void }[] = [];
  const load: PageLoader<T> = (params) =>
    new Promise((resolve, reject) => calls.push({ params, answer: resolve, fail: () => reject(new Error('x')) }));
  return { load, calls };
}

describe('usePagedList', () => {
  it('loads page 1, then the page asked for, keeping the rows on screen meanwhile', async () => {
    const { load, calls } = controlledLoader<string>();
    const list = renderHook(() => usePagedList(load));
    expect(list.current().status).toBe('loading');
    expect(calls[0]?.params).toEqual({ current: 1, pageSize: 10 });
    await act(async () => calls[0]?.answer({ count: 12, list: ['a'] }));
    expect(list.current()).toMatchObject({ status: 'ready', data: { count: 12, list: ['a'] } });

    act(() => list.current().setPage(2, 10));
    expect(calls[1]?.params).toEqual({ current: 2, pageSize: 10 });
    expect(list.current()).toMatchObject({ status: 'loading', data: { list: ['a'] } });
  });

  it('drops an answer that comes back after a newer request', async () => {
    const { load, calls } = controlledLoader<string>();
    const list = renderHook(() => usePagedList(load));
    act(() => list.current().filter({ word: 'tom' }));
    expect(calls[1]?.params).toEqual({ current: 1, pageSize: 10, word: 'tom' });
    await act(async () => calls[1]?.answer({ count: 1, list: ['tom'] }));
    await act(async () => calls[0]?.answer({ count: 2, list: ['all', 'rows'] }));
    expect(list.current().data?.list).toEqual(['tom']);
  });

  it('carries a filter object: each filter sent only while set', async () => {
    const { load, calls } = controlledLoader<string>();
    const list = renderHook(() =>
      usePagedList(load as PageLoader<string, { name: string; tag: string }>, { filters: { name: '', tag: '' } }),
    );
    act(() => list.current().filter({ tag: '活动' }));
    expect(calls[1]?.params).toEqual({ current: 1, pageSize: 10, tag: '活动' });
  });

  it('goes back to the last page with rows when the shown one emptied', async () => {
    const { load, calls } = controlledLoader<string>();
    const list = renderHook(() => usePagedList(load));
    await act(async () => calls[0]?.answer({ count: 11, list: ['1'] }));
    act(() => list.current().setPage(2, 10));
    // The only row of page 2 was deleted elsewhere.
    await act(async () => calls[1]?.answer({ count: 10, list: [] }));
    expect(calls[2]?.params).toEqual({ current: 1, pageSize: 10 });
    expect(list.current().query.current).toBe(1);
  });

  it('reports a failure, and reload asks again', async () => {
    const { load, calls } = controlledLoader<string>();
    const list = renderHook(() => usePagedList(load));
    await act(async () => calls[0]?.fail());
    expect(list.current()).toMatchObject({ status: 'error', data: undefined });
    act(() => list.current().reload());
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.answer({ count: 0, list: [] }));
    expect(list.current().status).toBe('ready');
  });
});

describe('useSearch', () => {
  it('searches once typing pauses, at once on Enter, and searches an empty word on clear', () => {
    vi.useFakeTimers();
    const searched: string[] = [];
    const box = renderHook(() => useSearch((word) => searched.push(word)));
    act(() => box.current().onChange('t'));
    act(() => box.current().onChange('to'));
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 1));
    expect(searched).toEqual([]);
    expect(box.current().value).toBe('to');
    act(() => vi.advanceTimersByTime(1));
    expect(searched).toEqual(['to']);

    act(() => box.current().onChange('tom'));
    act(() => box.current().onSubmit('tom'));
    expect(searched).toEqual(['to', 'tom']);
    // Enter cancelled the pending search: no second 'tom'.
    act(() => vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS));
    expect(searched).toEqual(['to', 'tom']);

    act(() => box.current().onClear());
    expect(searched).toEqual(['to', 'tom', '']);
    expect(box.current().value).toBe('');
  });

  it('uses one debounce for every list: 300 ms', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
  });
});

describe('useEditDialog', () => {
  const texts = { added: '添加成功', updated: '修改成功' };

  it('opens a fresh add form each time', () => {
    const dialog = renderHook(() => useEditDialog<{ name: string }>(() => {}));
    act(() => dialog.current().openAdd({ name: '' }));
    expect(dialog.current().state).toEqual({ isOpen: true, key: 1, initial: { name: '' } });
    act(() => dialog.current().setOpen(false));
    act(() => dialog.current().openAdd({ name: '' }));
    expect(dialog.current().state.key).toBe(2);
  });

  it('opens an edit at once, fills it once loaded, and closes it when loading failed', async () => {
    const dialog = renderHook(() => useEditDialog<{ name: string }>(() => {}));
    act(() =>
      dialog.current().openEdit(
        'r1',
        async () => ({ title: '英语老师' }),
        (r) => ({ name: r.title }),
      ),
    );
    expect(dialog.current().state).toEqual({ isOpen: true, key: 1, editId: 'r1' });
    await settle();
    expect(dialog.current().state.initial).toEqual({ name: '英语老师' });

    act(() =>
      dialog.current().openEdit(
        'r2',
        () => Promise.reject(new Error('gone')),
        (r: { title: string }) => ({ name: r.title }),
      ),
    );
    await settle();
    expect(dialog.current().state).toMatchObject({ isOpen: false, editId: 'r2' });
  });

  it('says 修改成功 after saving an edit, closes and reloads; a failed save keeps it open', async () => {
    const reload = vi.fn();
    const dialog = renderHook(() => useEditDialog<{ name: string }>(reload));
    act(() =>
      dialog.current().openEdit(
        'r1',
        async () => ({ name: 'a' }),
        (r) => r,
      ),
    );
    await settle();

    await act(() => dialog.current().save(() => Promise.reject(new Error('名称重复')), texts));
    expect(dialog.current().state.isOpen).toBe(true);
    expect(dialog.current().isSaving).toBe(false);
    expect(reload).not.toHaveBeenCalled();

    await act(() => dialog.current().save(async () => {}, texts));
    await settle();
    expect(toasts).toEqual(['修改成功']);
    expect(dialog.current().state.isOpen).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('says 添加成功 after saving a new one', async () => {
    const dialog = renderHook(() => useEditDialog<{ name: string }>(() => {}));
    act(() => dialog.current().openAdd({ name: '' }));
    await act(() => dialog.current().save(async () => {}, texts));
    await settle();
    expect(toasts).toEqual(['添加成功']);
  });
});

describe('useRemove', () => {
  const texts = { title: '删除角色', message: '确定删除？', confirmLabel: '确定删除', removed: '删除成功' };

  it('asks first (danger); 取消 removes nothing', async () => {
    confirmAnswer = false;
    const remove = vi.fn(async () => {});
    const reload = vi.fn();
    const removeRow = renderHook(() => useRemove(remove, reload));
    await act(async () => expect(await removeRow.current()('r1', texts)).toBe(false));
    expect(confirms).toEqual([
      { title: '删除角色', message: '确定删除？', confirmLabel: '确定删除', variant: 'danger' },
    ]);
    expect(remove).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });

  it('once confirmed: removes, says 删除成功 and reloads; a refusal reloads nothing', async () => {
    const reload = vi.fn();
    const removed: string[] = [];
    const removeRow = renderHook(() =>
      useRemove(async (id: string) => {
        if (id === 'used') throw new Error('素材正在被使用');
        removed.push(id);
      }, reload),
    );
    await act(async () => expect(await removeRow.current()('r1', texts)).toBe(true));
    await settle();
    expect(removed).toEqual(['r1']);
    expect(toasts).toEqual(['删除成功']);
    expect(reload).toHaveBeenCalledTimes(1);

    await act(async () => expect(await removeRow.current()('used', texts)).toBe(false));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
