import { act, createRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PageWrapper } from './PageWrapper';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('PageWrapper', () => {
  let container: HTMLDivElement;
  let root: Root;

  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
    document.title = '控制台';
  });

  afterEach(() => {
    act(() => root.unmount());
    container.remove();
  });

  it('renders the title as the one h1, with description, actions and breadcrumb', () => {
    act(() =>
      root.render(
        <PageWrapper
          title="好友管理"
          description="机器人的全部好友"
          actions={<button type="button">添加好友</button>}
          breadcrumb={<nav aria-label="面包屑">首页</nav>}
        >
          内容
        </PageWrapper>,
      ),
    );
    const headings = container.querySelectorAll('h1');
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toBe('好友管理');
    expect(container.textContent).toContain('机器人的全部好友');
    expect(container.querySelector('button')?.textContent).toBe('添加好友');
    // The breadcrumb comes first.
    expect(container.querySelector('nav')?.compareDocumentPosition(headings[0] as Node)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
  });

  it('reports the title on mount and on change only, and leaves document.title alone', () => {
    const onTitleChange = vi.fn();
    act(() => root.render(<PageWrapper title="产品交流群" onTitleChange={onTitleChange} />));
    expect(onTitleChange).toHaveBeenCalledTimes(1);
    expect(onTitleChange).toHaveBeenCalledWith('产品交流群');
    // A re-render with the same title, even with a new callback, reports nothing.
    const next = vi.fn();
    act(() => root.render(<PageWrapper title="产品交流群" onTitleChange={next} />));
    expect(onTitleChange).toHaveBeenCalledTimes(1);
    expect(next).not.toHaveBeenCalled();
    act(() => root.render(<PageWrapper title="售后服务群" onTitleChange={next} />));
    expect(next).toHaveBeenCalledWith('售后服务群');
    expect(document.title).toBe('控制台');
  });

  it('reports the text of a rich title, or documentTitle', () => {
    const onTitleChange = vi.fn();
    act(() =>
      root.render(
        <PageWrapper
          title={
            <>
              产品交流群 <small>（128 人）</small>
            </>
          }
          onTitleChange={onTitleChange}
        />,
      ),
    );
    expect(onTitleChange).toHaveBeenLastCalledWith('产品交流群 （128 人）');
    act(() => root.render(<PageWrapper title="产品交流群" documentTitle="群管理" onTitleChange={onTitleChange} />));
    expect(onTitleChange).toHaveBeenLastCalledWith('群管理');
  });

  it('is a div by default (inside the app shell\'s main) and the main landmark with as="main"', () => {
    act(() => root.render(<PageWrapper title="好友管理">内容</PageWrapper>));
    expect(container.firstElementChild?.tagName).toBe('DIV');
    expect(container.querySelector('main')).toBeNull();

    const ref = createRef<HTMLElement>();
    act(() =>
      root.render(
        <PageWrapper as="main" ref={ref} title="好友管理" aria-labelledby="page-title">
          内容
        </PageWrapper>,
      ),
    );
    const main = container.querySelector('main');
    expect(main).toBe(container.firstElementChild);
    expect(ref.current).toBe(main);
    // Rest props still reach the root, and the h1 is inside the landmark.
    expect(main?.getAttribute('aria-labelledby')).toBe('page-title');
    expect(main?.querySelector('h1')?.textContent).toBe('好友管理');
  });
});
