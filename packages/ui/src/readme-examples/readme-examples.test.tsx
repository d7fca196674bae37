// The README's widget examples are the files of this folder, verbatim: this test fails when a README block and
// its file differ, and `tsc -b` fails when an example no longer compiles against the package's types. Each
// example is also rendered on the "server" (renderToString) and hydrated in happy-dom, as the README's SSR notes
// promise.
import fs from 'node:fs';
import path from 'node:path';
import { act, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { darkTheme } from '../theme';
import { AppRoot } from './app-root';
import { SaveButton } from './button';
import { TaskSchedule } from './cron-input';
import { DeleteButton, NoticeDialog } from './dialog';
import { AliasForm } from './form';
import { FriendsPage } from './page';
import { ReplySettings } from './select';
import { FriendTable } from './table';
import { KeywordsField } from './tag-input';
import { Recipients } from './target-picker';
import { DarkPanel, setPageTheme } from './theme';
import { CopyLinkButton } from './toast';
import { CoverUpload } from './upload';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const DIR = import.meta.dirname;
const README = fs.readFileSync(path.join(DIR, '../../README.md'), 'utf8');
const noop = () => {};

/** `<!-- example: file.tsx -->` followed by a tsx block: the block must be that file of this folder. */
function readmeExamples(): Map<string, string> {
  const blocks = new Map<string, string>();
  for (const match of README.matchAll(/<!-- example: (\S+) -->\s*```tsx\n([\s\S]*?)```/g)) {
    const [, file = '', code = ''] = match;
    expect(blocks.has(file), `${file} is shown twice`).toBe(false);
    blocks.set(file, code);
  }
  return blocks;
}

describe('README examples', () => {
  it('shows every example file of this folder, each exactly as it is', () => {
    const files = fs.readdirSync(DIR).filter((f) => f.endsWith('.tsx') && !f.endsWith('.test.tsx'));
    const blocks = readmeExamples();
    expect([...blocks.keys()].sort()).toEqual(files.sort());
    for (const file of files) {
      expect(blocks.get(file), `README block of ${file}`).toBe(fs.readFileSync(path.join(DIR, file), 'utf8'));
    }
  });

  const examples: [name: string, element: ReactNode, text: string][] = [
    ['button', <SaveButton key="" saving={false} onSave={noop} />, '保存'],
    ['form', <AliasForm key="" onSave={noop} />, '备注名'],
    ['select', <ReplySettings key="" onScopeChange={noop} />, '生效范围'],
    ['dialog', <NoticeDialog key="" onSave={async () => {}} />, '编辑群公告'],
    ['confirm', <DeleteButton key="" onDelete={noop} />, '删除'],
    [
      'table',
      <FriendTable key="" rows={[{ wxid: 'wxid_1', name: '张三', alias: '' }]} total={25} page={1} onPage={noop} />,
      '张三',
    ],
    ['toast', <CopyLinkButton key="" link="https://example.com" />, '复制链接'],
    ['target-picker', <Recipients key="" friends={[{ wxid: 'wxid_1', nickname: '张三', remark: '' }]} />, '通知对象'],
    ['cron-input', <TaskSchedule key="" onValidChange={noop} />, '执行时间'],
    ['upload', <CoverUpload key="" onChange={noop} />, '封面'],
    ['tag-input', <KeywordsField key="" />, '你好'],
    [
      'page',
      <FriendsPage key="" onAdd={noop}>
        好友列表
      </FriendsPage>,
      '好友管理',
    ],
    [
      'theme',
      <DarkPanel key="">
        <SaveButton saving={false} onSave={noop} />
      </DarkPanel>,
      '保存',
    ],
  ];

  let root: Root | undefined;
  let container: HTMLElement | undefined;
  afterEach(() => {
    if (root) act(() => root?.unmount());
    container?.remove();
    root = undefined;
  });

  it.each(examples)('%s renders on the server and hydrates without a mismatch', (_name, element, text) => {
    const html = renderToString(<AppRoot>{element}</AppRoot>);
    expect(html).toContain(text);

    container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const errors: unknown[] = [];
    act(() => {
      root = hydrateRoot(container as HTMLElement, <AppRoot>{element}</AppRoot>, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toContain(text);
  });

  it('puts the dark theme on <html> and takes it off', () => {
    setPageTheme('dark');
    expect(document.documentElement.classList.contains(darkTheme)).toBe(true);
    setPageTheme('light');
    expect(document.documentElement.classList.contains(darkTheme)).toBe(false);
  });

  it('sets the document title from the page', () => {
    act(() => {
      root = createRoot(document.body.appendChild(document.createElement('div')));
      root.render(<FriendsPage onAdd={noop}>好友列表</FriendsPage>);
    });
    expect(document.title).toBe('好友管理 - 智能微秘书');
    expect(document.querySelectorAll('main')).toHaveLength(1);
  });
});
