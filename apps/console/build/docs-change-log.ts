import fs from 'node:fs';
import path from 'node:path';

/** Changesets' section names, as the change-log page says them. */
const KINDS: Record<string, string> = {
  major: '重大变更',
  minor: '新增功能',
  patch: '问题修复',
  'Major Changes': '重大变更',
  'Minor Changes': '新增功能',
  'Patch Changes': '问题修复',
};

/** The files the change-log page is made from: the widget package's CHANGELOG and the pending changesets. */
export function changeLogSources(root: string): string[] {
  const folder = path.join(root, '.changeset');
  const changesets = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.md') && name !== 'README.md')
    .sort()
    .map((name) => path.join(folder, name));
  return [path.join(root, 'packages/ui/CHANGELOG.md'), ...changesets];
}

/**
 * The generated part of the change-log page: the changesets not released yet (one per change, with the packages
 * and the kind of bump from their front matter), then the released versions of `@weassit/ui` from its CHANGELOG,
 * headings moved under the page's own. Nothing here is written by hand: a release note exists once, where
 * `npm run changeset` and `changeset version` keep it.
 */
export function changeLogMarkdown(root: string): string {
  const [changelogFile, ...changesetFiles] = changeLogSources(root);
  const out: string[] = ['## 待发布'];
  const pending = changesetFiles.map((file) => parseChangeset(fs.readFileSync(file, 'utf8')));
  if (pending.length === 0) out.push('', '暂无待发布的变更。');
  for (const { packages, body } of pending) {
    const kinds = packages.map(({ name, bump }) => `${name}（${KINDS[bump] ?? bump}）`).join('、');
    out.push('', `- ${kinds}：${indentItem(body)}`);
  }
  if (changelogFile && fs.existsSync(changelogFile)) {
    out.push('', '## @weassit/ui 版本记录');
    for (const line of fs.readFileSync(changelogFile, 'utf8').split('\n')) {
      const heading = /^(#{1,6}) (.*)$/.exec(line);
      if (!heading) {
        out.push(line);
        continue;
      }
      const [, hashes = '', text = ''] = heading;
      // `# @weassit/ui` is the page's section heading already; versions and kinds go one level down.
      if (hashes.length === 1) continue;
      out.push(`${'#'.repeat(Math.min(hashes.length + 1, 6))} ${KINDS[text] ?? text}`);
    }
  }
  return out.join('\n');
}

/** A changeset file: YAML-like front matter of `'package': bump` lines, then the Markdown note. */
export function parseChangeset(source: string): { packages: { name: string; bump: string }[]; body: string } {
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source.replace(/\r\n/g, '\n'));
  if (!match) throw new Error('A changeset starts with front matter between --- lines');
  const packages = (match[1] ?? '')
    .split('\n')
    .map((line) => /^\s*['"]?([^'":]+)['"]?\s*:\s*(\w+)\s*$/.exec(line))
    .filter((entry) => entry !== null)
    .map(([, name = '', bump = '']) => ({ name, bump }));
  return { packages, body: (match[2] ?? '').trim() };
}

/** A note's following lines indented under its list item, so code blocks and paragraphs stay inside it. */
function indentItem(body: string): string {
  return body
    .split('\n')
    .map((line, index) => (index === 0 || line === '' ? line : `  ${line}`))
    .join('\n');
}
