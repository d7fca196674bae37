import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COUNT_ANNOUNCEMENT_DELAY, TextField } from './TextField';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  vi.useFakeTimers();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const counter = () => container.querySelector('[aria-hidden="true"]')?.textContent;
const liveRegion = () => container.querySelector('[aria-live="polite"]')?.textContent;

/** Types into the textarea the way React sees it: the native value setter, then an input event. */
function typeInto(textarea: HTMLTextAreaElement, value: string) {
  const setter = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set;
  act(() => {
    setter?.call(textarea, value);
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

describe('TextField character counter', () => {
  it('counts the uncontrolled value and announces it once typing pauses', () => {
    act(() => root.render(<TextField multiline label="内容" maxLength={200} defaultValue="你好" />));
    expect(counter()).toBe('2/200');
    expect(liveRegion()).toBe('已输入 2 字，最多 200 字');

    const textarea = container.querySelector('textarea') as HTMLTextAreaElement;
    typeInto(textarea, '你好，世界');
    expect(counter()).toBe('5/200');
    expect(liveRegion()).toBe('已输入 2 字，最多 200 字');
    act(() => vi.advanceTimersByTime(COUNT_ANNOUNCEMENT_DELAY));
    expect(liveRegion()).toBe('已输入 5 字，最多 200 字');
  });

  it('follows a controlled value and a custom announcement', () => {
    const announce = (count: number, max: number) => `还可输入 ${max - count} 字`;
    act(() =>
      root.render(<TextField multiline label="内容" maxLength={10} value="abc" countAnnouncement={announce} />),
    );
    expect(counter()).toBe('3/10');
    expect(liveRegion()).toBe('还可输入 7 字');
    act(() =>
      root.render(<TextField multiline label="内容" maxLength={10} value="abcdef" countAnnouncement={announce} />),
    );
    expect(counter()).toBe('6/10');
  });

  it('shows no counter without maxLength, or on a single-line field unless asked', () => {
    act(() => root.render(<TextField multiline label="内容" />));
    expect(counter()).toBeUndefined();
    act(() => root.render(<TextField label="素材别名" maxLength={20} />));
    expect(liveRegion()).toBeUndefined();
    act(() => root.render(<TextField key="counted" label="素材别名" maxLength={20} showCount defaultValue="海报" />));
    expect(container.textContent).toContain('2/20');
  });
});
