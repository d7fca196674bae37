/** A heading of a docs page, in document order (h1–h6). */
export interface DocsHeading {
  depth: number;
  /** The heading element's id: the anchor of `#id` links. */
  id: string;
  text: string;
}

/** A docs page compiled at build time (`import page from './content/<slug>.md'`). */
export interface DocsPageModule {
  /** The text of its level-1 heading. */
  title: string;
  /** Sanitised HTML, code already highlighted into class names. */
  html: string;
  headings: DocsHeading[];
}

/** One page in the search index (`virtual:docs-search`): its text cut at each heading. */
export interface DocsSearchEntry {
  slug: string;
  title: string;
  sections: { id: string; heading: string; text: string }[];
}
