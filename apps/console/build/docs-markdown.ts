import fs from 'node:fs';
import path from 'node:path';
import type { Element, ElementContent, Root } from 'hast';
import { toString as hastToString } from 'hast-util-to-string';
import { all as allLanguages } from 'lowlight';
import rehypeHighlight from 'rehype-highlight';
import rehypeSanitize from 'rehype-sanitize';
import rehypeSlug from 'rehype-slug';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { Plugin } from 'vite';
import type { DocsHeading, DocsPageModule, DocsSearchEntry } from '../src/features/docs/docs-types.ts';
import { changeLogMarkdown, changeLogSources } from './docs-change-log.ts';

/** The console's base path: root-relative links in the docs are console paths under it. */
const BASE = '/weassit';
const HEADING = /^h([1-6])$/;
/** Search text kept per section: enough to find a page by any word of it, bounded so the index stays small. */
const SECTION_TEXT_MAX = 2000;

export interface CompiledDoc extends DocsPageModule {
  /** The page cut at its headings, as plain text, for the search index. */
  sections: DocsSearchEntry['sections'];
}

const isHeading = (node: ElementContent | Root['children'][number]): node is Element =>
  node.type === 'element' && HEADING.test(node.tagName);

/**
 * Compiles one docs page at build time: Markdown (CommonMark + GitHub tables) to HTML without any raw HTML
 * (dropped, then the tree sanitised with GitHub's rules, so no script, event handler or `javascript:` link
 * survives), headings given ids and made links to themselves, root-relative links moved under the console's base,
 * code highlighted into class names (the console's Content-Security-Policy allows no style attribute).
 */
export function compileDoc(markdown: string): CompiledDoc {
  let headings: DocsHeading[] = [];
  let sections: CompiledDoc['sections'] = [];
  const processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeSanitize)
    // After sanitising (which would prefix every id): these ids are ours, made from the heading text.
    .use(rehypeSlug)
    .use(() => (tree: Root) => {
      ({ headings, sections } = outline(tree));
      visit(tree, 'element', (node) => {
        if (isHeading(node)) linkHeadingToItself(node);
        if (node.tagName === 'a') rebaseLink(node);
        // Code blocks and tables scroll sideways when wider than the page: focusable, so keys can scroll them.
        if (node.tagName === 'pre' || node.tagName === 'table') node.properties.tabIndex = 0;
      });
    })
    .use(rehypeHighlight, { languages: allLanguages, plainText: ['text', 'txt'] })
    .use(rehypeStringify);
  const html = String(processor.processSync(markdown));
  const title = headings.find((heading) => heading.depth === 1)?.text;
  if (!title) throw new Error('A docs page starts with a level-1 heading (# Title)');
  return { title, html, headings, sections };
}

/** Every heading (h1–h6) in order, and the text under each one up to the next heading. */
function outline(tree: Root): { headings: DocsHeading[]; sections: CompiledDoc['sections'] } {
  const headings: DocsHeading[] = [];
  const sections: CompiledDoc['sections'] = [];
  for (const node of tree.children) {
    if (node.type !== 'element') continue;
    if (isHeading(node)) {
      const id = String(node.properties.id ?? '');
      const text = hastToString(node).trim();
      headings.push({ depth: Number(node.tagName[1]), id, text });
      sections.push({ id, heading: text, text: '' });
    } else {
      const section = sections.at(-1);
      if (!section) continue;
      const text = hastToString(node).replace(/\s+/g, ' ').trim();
      if (text) section.text = `${section.text} ${text}`.trim().slice(0, SECTION_TEXT_MAX);
    }
  }
  return { headings, sections };
}

/** The heading's content becomes a link to its own anchor (a link to share), unless it holds a link already. */
function linkHeadingToItself(heading: Element): void {
  const id = heading.properties.id;
  if (typeof id !== 'string' || !id) return;
  let hasLink = false;
  visit(heading, 'element', (node) => {
    if (node.tagName === 'a') hasLink = true;
  });
  if (hasLink) return;
  heading.children = [
    {
      type: 'element',
      tagName: 'a',
      properties: { href: `#${id}`, className: ['heading-anchor'] },
      children: heading.children,
    },
  ];
}

/** `/docs/install` → `/weassit/docs/install`; external links open without the referrer. */
function rebaseLink(link: Element): void {
  const href = link.properties.href;
  if (typeof href !== 'string') return;
  if (href.startsWith('/') && !href.startsWith('//')) link.properties.href = `${BASE}${href}`;
  else if (/^https?:\/\//.test(href)) link.properties.rel = ['noreferrer'];
}

const SEARCH_MODULE = 'virtual:docs-search';

/**
 * Vite plugin: `import page from './content/<slug>.md'` gives the compiled page (`DocsPageModule`), and
 * `import('virtual:docs-search')` the search index over every page of `contentDir` — both made at build time,
 * so no Markdown parser or highlighter reaches the browser. The change-log page gets the release notes of the
 * widget package and its pending changesets appended (`docs-change-log.ts`).
 */
export function docsMarkdown(options: { contentDir: string; root: string }): Plugin {
  const contentDir = path.resolve(options.contentDir);
  const pageSource = (file: string, markdown: string) =>
    path.basename(file) === 'change-log.md' ? `${markdown}\n\n${changeLogMarkdown(options.root)}` : markdown;
  const changeLogInputs = () => changeLogSources(options.root);
  return {
    name: 'weassit:docs-markdown',
    enforce: 'pre',
    resolveId(id) {
      return id === SEARCH_MODULE ? `\0${SEARCH_MODULE}` : null;
    },
    load(id) {
      if (id !== `\0${SEARCH_MODULE}`) return null;
      const index: DocsSearchEntry[] = [];
      for (const name of fs.readdirSync(contentDir).filter((file) => file.endsWith('.md'))) {
        const file = path.join(contentDir, name);
        this.addWatchFile(file);
        const { title, sections } = compileDoc(pageSource(file, fs.readFileSync(file, 'utf8')));
        index.push({ slug: name.slice(0, -'.md'.length), title, sections });
      }
      for (const file of changeLogInputs()) this.addWatchFile(file);
      return `export default ${JSON.stringify(index)};`;
    },
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!file.endsWith('.md') || path.dirname(file) !== contentDir) return null;
      if (path.basename(file) === 'change-log.md') for (const input of changeLogInputs()) this.addWatchFile(input);
      const { title, html, headings } = compileDoc(pageSource(file, code));
      const page: DocsPageModule = { title, html, headings };
      return { code: `export default ${JSON.stringify(page)};`, map: null };
    },
  };
}
