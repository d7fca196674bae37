import { act } from 'react';
import { destroyAnnouncer } from 'react-aria/private/live-announcer/LiveAnnouncer';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Button } from './Button';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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
  destroyAnnouncer();
});

const announced = () =>
  [...document.querySelectorAll('[data-live-announcer] [aria-labelledby]')].map((el) =>
    el.getAttribute('aria-labelledby'),
  );

/** `aria-labelledby` references to ids that are not in the document. */
const danglingLabels = () =>
  [...document.querySelectorAll('[aria-labelledby]')]
    .flatMap((el) => (el.getAttribute('aria-labelledby') ?? '').split(/\s+/))
    .filter((id) => id && !document.getElementById(id));

/** Renders a focused button, then makes it pending: react-aria announces the pending state. */
function renderPending(props: { 'aria-label'?: string } = {}) {
  act(() => root.render(<Button {...props}>登录</Button>));
  const button = container.querySelector('button') as HTMLButtonElement;
  act(() => button.focus());
  act(() =>
    root.render(
      <Button {...props} isPending>
        登录
      </Button>,
    ),
  );
  return button;
}

describe('Button pending announcement', () => {
  it('announces the focused button when it goes pending', () => {
    const button = renderPending();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(announced()).toEqual([button.id]);
  });

  it('leaves no reference to the button once it unmounts while pending', () => {
    renderPending();
    act(() => root.render(<p>已登录</p>));
    expect(danglingLabels()).toEqual([]);
    expect(announced()).toEqual([]);
  });

  it('leaves no reference to the spinner once pending ends', () => {
    const button = renderPending({ 'aria-label': '登录微秘书' });
    expect(announced()).toEqual([button.getAttribute('aria-labelledby')]);
    act(() => root.render(<Button aria-label="登录微秘书">登录</Button>));
    expect(danglingLabels()).toEqual([]);
    // Leaving the pending state is announced too, by the button that is still there.
    expect(announced()).toEqual([button.id]);
  });

  it('leaves no reference to the button once it unmounts right after pending ends', () => {
    const button = renderPending();
    act(() => root.render(<Button>登录</Button>));
    expect(announced()).toEqual([button.id, button.id]);
    act(() => root.render(<p>已登录</p>));
    expect(danglingLabels()).toEqual([]);
  });
});
