import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsRoute } from '../src/config/routes';
import { consoleMessagesFor } from '../src/lib/i18n/console/catalogues';
import { changeLogMarkdown, parseChangeset } from './docs-change-log';
import { compileDoc } from './docs-markdown';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const CONTENT = path.join(import.meta.dirname, '../src/features/docs/content');

describe('compileDoc', () => {
  it('keeps no script, event handler, style or javascript: link from the Markdown', () => {
    const { html } = compileDoc(
      [
        '# 标题',
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '<p style="color:red" onclick="alert(3)">x</p>',
        '[点我](javascript:alert(4)) [数据](data:text/html,<script>alert(5)</script>)',
      ].join('\n\n'),
    );
    expect(html).not.toMatch(/<script|<img|onerror|onclick|style=|javascript:|data:text/i);
    expect(html).toContain('<a>点我</a>');
  });

  it('gives every heading an id, makes it a link to itself and lists it in order', () => {
    const page = compileDoc('# 安装部署\n\n## 外部 MQTT Broker\n\n### PUBLIC_URL 与 TLS\n\n正文');
    expect(page.title).toBe('安装部署');
    expect(page.headings).toEqual([
      { depth: 1, id: '安装部署', text: '安装部署' },
      { depth: 2, id: '外部-mqtt-broker', text: '外部 MQTT Broker' },
      { depth: 3, id: 'public_url-与-tls', text: 'PUBLIC_URL 与 TLS' },
    ]);
    expect(page.html).toContain(
      '<h2 id="外部-mqtt-broker"><a href="#外部-mqtt-broker" class="heading-anchor">外部 MQTT Broker</a></h2>',
    );
  });

  it('moves root-relative links under the console base and leaves anchors and external links', () => {
    const { html } = compileDoc('# T\n\n[a](/docs/faq#x) [b](#y) [c](https://nodejs.org/)');
    expect(html).toContain('href="/weassit/docs/faq#x"');
    expect(html).toContain('href="#y"');
    expect(html).toContain('<a href="https://nodejs.org/" rel="noreferrer">');
  });

  it('highlights code into class names, with no inline style', () => {
    const { html } = compileDoc('# T\n\n```json\n{"a": 1}\n```\n\n```text\nplain <b>\n```');
    expect(html).toContain('<pre tabindex="0"><code class="hljs language-json">');
    expect(html).toMatch(/<span class="hljs-attr">"a"<\/span>/);
    expect(html).toContain('plain &#x3C;b>');
    expect(html).not.toContain('style=');
  });

  it('cuts the page into searchable sections at its headings', () => {
    const { sections } = compileDoc(
      '# 页\n\n导语\n\n## 一\n\n第一段 `code`\n\n- 列表\n\n## 二\n\n| a | b |\n|---|---|\n| 1 | 2 |',
    );
    expect(sections).toEqual([
      { id: '页', heading: '页', text: '导语' },
      { id: '一', heading: '一', text: '第一段 code 列表' },
      { id: '二', heading: '二', text: 'a b 1 2' },
    ]);
  });

  it('refuses a page without a level-1 heading', () => {
    expect(() => compileDoc('## 只有二级标题')).toThrow(/level-1 heading/);
  });
});

describe('the docs content', () => {
  const t = consoleMessagesFor('zh-CN');
  it.each(docsRoute.children ?? [])('has a page for $path titled as its menu entry', (route) => {
    const file = path.join(CONTENT, `${route.path.split('/').at(-1)}.md`);
    const source = fs.readFileSync(file, 'utf8');
    const page = compileDoc(source);
    expect(page.title).toBe(t.routes[route.name]);
    expect(page.headings.filter((heading) => heading.depth === 1)).toHaveLength(1);
    expect(source).not.toMatch(/PLACEHOLDER|即将上线/);
  });

  it('has no page that no route shows', () => {
    const slugs = new Set((docsRoute.children ?? []).map((route) => route.path.split('/').at(-1)));
    const pages = fs.readdirSync(CONTENT).map((file) => file.replace(/\.md$/, ''));
    expect(pages.filter((page) => !slugs.has(page))).toEqual([]);
  });
});

describe('the change-log page', () => {
  it('reads a changeset: its packages, bumps and note', () => {
    expect(parseChangeset('---\n\'@weassit/ui\': minor\n"x": patch\n---\n\n**A:** note\n')).toEqual({
      packages: [
        { name: '@weassit/ui', bump: 'minor' },
        { name: 'x', bump: 'patch' },
      ],
      body: '**A:** note',
    });
    expect(() => parseChangeset('no front matter')).toThrow();
  });

  it('lists every pending changeset and every released version of the widget package', () => {
    const markdown = changeLogMarkdown(ROOT);
    const changesets = fs
      .readdirSync(path.join(ROOT, '.changeset'))
      .filter((name) => name.endsWith('.md') && name !== 'README.md');
    for (const name of changesets) {
      const { body } = parseChangeset(fs.readFileSync(path.join(ROOT, '.changeset', name), 'utf8'));
      expect(markdown).toContain(body.split('\n')[0]);
    }
    const versions = [...fs.readFileSync(path.join(ROOT, 'packages/ui/CHANGELOG.md'), 'utf8').matchAll(/^## (\S+)/gm)];
    expect(versions.length).toBeGreaterThan(0);
    for (const [, version] of versions) expect(markdown).toContain(`### ${version}`);
    // The whole page compiles (headings in order under the page's own).
    expect(compileDoc(`# 更新日志\n\n${markdown}`).headings.map((h) => h.text)).toContain('@weassit/ui 版本记录');
  });
});
