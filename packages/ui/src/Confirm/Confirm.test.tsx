import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfirmHost, ConfirmQueue, cancelAllConfirms, confirm } from './Confirm';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('ConfirmQueue', () => {
  beforeEach(() => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('resolves with the answer given to the request', async () => {
    const queue = new ConfirmQueue();
    const answer = queue.open({ title: '提示' });
    const request = queue.getSnapshot();
    expect(request?.options.title).toBe('提示');
    queue.settle(request?.key ?? -1, true);
    await expect(answer).resolves.toBe(true);
    expect(queue.getSnapshot()).toBeNull();
  });

  it('shows requests first in, first out, and notifies subscribers', async () => {
    const queue = new ConfirmQueue();
    const listener = vi.fn();
    queue.subscribe(listener);
    const first = queue.open({ title: '一' });
    const second = queue.open({ title: '二' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(queue.size).toBe(2);
    expect(queue.getSnapshot()?.options.title).toBe('一');
    queue.settle(queue.getSnapshot()?.key ?? -1, false);
    expect(queue.getSnapshot()?.options.title).toBe('二');
    queue.settle(queue.getSnapshot()?.key ?? -1, true);
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(true);
    expect(listener).toHaveBeenCalledTimes(4);
  });

  it('keeps the snapshot stable between changes (useSyncExternalStore needs it)', () => {
    const queue = new ConfirmQueue();
    queue.open({ title: '一' });
    expect(queue.getSnapshot()).toBe(queue.getSnapshot());
  });

  it('ignores a second answer to the same request', async () => {
    const queue = new ConfirmQueue();
    const answer = queue.open({ title: '提示' });
    const key = queue.getSnapshot()?.key ?? -1;
    queue.settle(key, true);
    queue.settle(key, false);
    await expect(answer).resolves.toBe(true);
  });

  it('cancelAll answers every pending request with false', async () => {
    const queue = new ConfirmQueue();
    const answers = [queue.open({ title: '一' }), queue.open({ title: '二' })];
    queue.cancelAll();
    await expect(Promise.all(answers)).resolves.toEqual([false, false]);
    expect(queue.size).toBe(0);
  });

  it('warns when no host is listening', () => {
    const queue = new ConfirmQueue();
    queue.open({ title: '提示' });
    expect(console.warn).toHaveBeenCalledOnce();
    queue.subscribe(() => {});
    queue.open({ title: '提示' });
    expect(console.warn).toHaveBeenCalledOnce();
  });
});

describe('confirm() with a mounted ConfirmHost', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(async () => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    await act(async () => root.render(<ConfirmHost />));
  });

  afterEach(async () => {
    await act(async () => cancelAllConfirms());
    await act(async () => root.unmount());
    container.remove();
  });

  const dialog = () => document.querySelector<HTMLElement>('[role="alertdialog"]');
  const button = (name: string) =>
    [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent === name) ?? null;

  it('renders an alert dialog named by its title and described by its message, with default labels', async () => {
    let answer!: Promise<boolean>;
    await act(async () => {
      answer = confirm({ title: '提示', message: '本功能需要开通会员方可使用' });
    });
    const element = dialog();
    expect(element).not.toBeNull();
    const title = document.getElementById(element?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('提示');
    const description = document.getElementById(element?.getAttribute('aria-describedby') ?? '');
    expect(description?.textContent).toBe('本功能需要开通会员方可使用');
    expect(button('确定')).not.toBeNull();
    expect(button('取消')).not.toBeNull();

    await act(async () => button('确定')?.click());
    await expect(answer).resolves.toBe(true);
    expect(dialog()).toBeNull();
  });

  it('resolves false on cancel', async () => {
    let answer!: Promise<boolean>;
    await act(async () => {
      answer = confirm({ title: '提示', confirmLabel: '去开通', cancelLabel: '不了' });
    });
    expect(button('去开通')).not.toBeNull();
    await act(async () => button('不了')?.click());
    await expect(answer).resolves.toBe(false);
    expect(dialog()).toBeNull();
  });

  it('resolves false on Escape', async () => {
    let answer!: Promise<boolean>;
    await act(async () => {
      answer = confirm({ title: '提示' });
    });
    const target = dialog()?.querySelector('button') ?? document.body;
    await act(async () => {
      target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }));
    });
    await expect(answer).resolves.toBe(false);
    expect(dialog()).toBeNull();
  });
});
