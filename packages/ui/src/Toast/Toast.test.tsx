import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_TIMEOUTS, ToastRegion, toast, toastQueue } from './Toast';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const visible = () => toastQueue.visibleToasts;

describe('toast', () => {
  afterEach(() => toast.clear());

  it('uses the default timeout of each type: errors 5 s, the others 3 s', () => {
    expect(TOAST_TIMEOUTS).toEqual({ success: 3000, error: 5000, warning: 3000, info: 3000 });
    toast.success('更新成功');
    toast.error('保存失败');
    toast.warning('次数即将用完');
    toast.info('已复制');
    // Newest first.
    expect(visible().map((t) => [t.content.type, t.timeout])).toEqual([
      ['info', 3000],
      ['warning', 3000],
      ['error', 5000],
      ['success', 3000],
    ]);
  });

  it('lets a call override the timeout, and 0 keeps the toast', () => {
    toast.error('保存失败', { timeout: 8000 });
    toast.success('已保存', { timeout: 0 });
    expect(visible().map((t) => t.timeout)).toEqual([undefined, 8000]);
    expect(visible()[0]?.timer).toBeUndefined();
  });

  it('carries the message and description, and closes by key with onClose', () => {
    const onClose = vi.fn();
    const key = toast.warning('注意', { description: '详情', onClose });
    expect(visible()[0]?.content).toEqual({ type: 'warning', message: '注意', description: '详情' });
    toast.close(key);
    expect(visible()).toHaveLength(0);
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('clear() removes every toast', () => {
    toast.info('一');
    toast.info('二');
    toast.clear();
    expect(visible()).toHaveLength(0);
  });
});

describe('ToastRegion', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(async () => {
    vi.useFakeTimers();
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(<ToastRegion />));
  });

  afterEach(async () => {
    await act(async () => toast.clear());
    await act(async () => root.unmount());
    container.remove();
    vi.useRealTimers();
  });

  const toasts = () => [...document.querySelectorAll<HTMLElement>('[role="alertdialog"]')];

  it('renders each toast in a named region, with its message, type and a close button named 关闭', async () => {
    await act(async () => {
      toast.success('更新成功');
    });
    const region = document.querySelector('[role="region"]');
    expect(region?.getAttribute('aria-label')).toBe('通知');
    const [item] = toasts();
    expect(item?.dataset.type).toBe('success');
    expect(document.getElementById(item?.getAttribute('aria-labelledby') ?? '')?.textContent).toBe('更新成功');
    expect(item?.querySelector('button')?.getAttribute('aria-label')).toBe('关闭');

    await act(async () => item?.querySelector('button')?.click());
    expect(toasts()).toHaveLength(0);
  });

  it('closes a success toast after 3 s and an error toast after 5 s', async () => {
    await act(async () => {
      toast.success('更新成功');
      toast.error('保存失败');
    });
    expect(toasts()).toHaveLength(2);
    await act(async () => vi.advanceTimersByTime(2999));
    expect(toasts()).toHaveLength(2);
    await act(async () => vi.advanceTimersByTime(1));
    expect(toasts().map((t) => t.dataset.type)).toEqual(['error']);
    await act(async () => vi.advanceTimersByTime(2000));
    expect(toasts()).toHaveLength(0);
  });
});
