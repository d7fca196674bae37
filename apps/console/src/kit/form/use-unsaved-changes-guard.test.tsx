import type { ConfirmOptions } from '@weassit/ui';
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type NotifyHost, registerNotifyHost } from '../../lib/notify';
import { testRoot } from '../../testing/test-root';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

// The alert dialog itself is ui's (tested there); here the user's answer comes from `answer`.
let answer = false;
const asked: ConfirmOptions[] = [];
beforeAll(() => {
  registerNotifyHost({
    toast: {} as NotifyHost['toast'],
    confirm: async (options: ConfirmOptions) => {
      asked.push(options);
      return answer;
    },
  });
});

const dom = testRoot();
const followed = vi.fn();
// What the browser would do with a click nobody prevented: recorded instead of a navigation.
const browserDefault = (event: MouseEvent) => {
  if (!event.defaultPrevented) event.preventDefault();
};

beforeEach(() => {
  asked.length = 0;
  followed.mockReset();
  document.addEventListener('click', browserDefault);
});

afterEach(() => {
  document.removeEventListener('click', browserDefault);
});

function Page({ isDirty }: { isDirty: boolean }) {
  useUnsavedChangesGuard(isDirty);
  // As RouterLink and react-aria's links do: the app navigates in the link's click handler.
  const link = (href: string, label: string, extra: Record<string, string> = {}) => (
    <a
      href={href}
      {...extra}
      onClick={(event) => {
        event.preventDefault();
        followed(href);
      }}
    >
      {label}
    </a>
  );
  return (
    <nav>
      {link('/weassit/material/word', '素材')}
      {link('#top', '回到顶部')}
      {link('https://example.com/', '外站')}
      {link('/weassit/docs', '新窗口', { target: '_blank' })}
    </nav>
  );
}

const linkNamed = (label: string) =>
  Array.from(dom.container.querySelectorAll('a')).find((a) => a.textContent === label) as HTMLAnchorElement;

function click(label: string, init: MouseEventInit = {}) {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  act(() => {
    linkNamed(label).dispatchEvent(event);
  });
  return event;
}

/** Lets the confirm promise and its `then` run. */
const settle = () => act(async () => {});

describe('useUnsavedChangesGuard', () => {
  it('lets links through while nothing is unsaved', async () => {
    dom.render(<Page isDirty={false} />);
    click('素材');
    await settle();
    expect(followed).toHaveBeenCalledWith('/weassit/material/word');
    expect(asked).toHaveLength(0);
  });

  it('asks before following an in-app link while dirty; 继续编辑 stays on the page', async () => {
    answer = false;
    dom.render(<Page isDirty />);
    click('素材');
    await settle();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ title: '放弃未保存的修改？', confirmLabel: '放弃修改', cancelLabel: '继续编辑' });
    expect(followed).not.toHaveBeenCalled();
  });

  it('follows the link through its own handler once the user chooses 放弃修改', async () => {
    answer = true;
    dom.render(<Page isDirty />);
    click('素材');
    expect(followed).not.toHaveBeenCalled();
    await settle();
    expect(followed).toHaveBeenCalledTimes(1);
    expect(followed).toHaveBeenCalledWith('/weassit/material/word');
  });

  it('leaves hash links, other sites, other windows and modified clicks to the browser', async () => {
    dom.render(<Page isDirty />);
    click('回到顶部');
    click('外站');
    click('新窗口');
    click('素材', { ctrlKey: true });
    await settle();
    expect(asked).toHaveLength(0);
    expect(followed).toHaveBeenCalledTimes(4);
  });

  it('asks the browser to confirm a reload or a closed tab while dirty, and stops once clean', () => {
    dom.render(<Page isDirty />);
    const dirtyUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirtyUnload);
    expect(dirtyUnload.defaultPrevented).toBe(true);

    dom.render(<Page isDirty={false} />);
    const cleanUnload = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(cleanUnload);
    expect(cleanUnload.defaultPrevented).toBe(false);
    click('素材');
    expect(followed).toHaveBeenCalledTimes(1);
  });
});
