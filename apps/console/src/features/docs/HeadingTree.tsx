import { useMemo } from 'react';
import type { DocsHeading } from './docs-types';
import * as styles from './HeadingTree.css';
import { useDocsMessages } from './messages';
import { useActiveHeading } from './use-active-heading';

interface TreeNode {
  heading: DocsHeading;
  children: TreeNode[];
}

/** Flat headings in document order as a tree: a heading holds the deeper ones that follow it. */
export function headingTree(headings: readonly DocsHeading[]): TreeNode[] {
  const roots: TreeNode[] = [];
  const open: TreeNode[] = [];
  for (const heading of headings) {
    const node = { heading, children: [] };
    while (open.length > 0 && (open.at(-1)?.heading.depth ?? 0) >= heading.depth) open.pop();
    (open.at(-1)?.children ?? roots).push(node);
    open.push(node);
  }
  return roots;
}

/**
 * The page's headings (h1–h6) as a table of contents beside it, nested by level; the heading the reader is at is
 * marked (`aria-current="location"`) and follows the scroll.
 */
export function HeadingTree({ headings }: { headings: readonly DocsHeading[] }) {
  const t = useDocsMessages();
  const ids = useMemo(() => headings.map((heading) => heading.id), [headings]);
  const tree = useMemo(() => headingTree(headings), [headings]);
  const active = useActiveHeading(ids);
  const list = (nodes: TreeNode[]) => (
    <ul className={styles.list}>
      {nodes.map(({ heading, children }) => (
        <li key={heading.id}>
          <a
            href={`#${heading.id}`}
            className={styles.link}
            aria-current={heading.id === active ? 'location' : undefined}
          >
            {heading.text}
          </a>
          {children.length > 0 && list(children)}
        </li>
      ))}
    </ul>
  );
  return (
    <nav aria-label={t.toc} className={styles.tree}>
      <p aria-hidden="true">{t.toc}</p>
      {list(tree)}
    </nav>
  );
}
