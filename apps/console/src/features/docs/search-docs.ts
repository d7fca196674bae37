import type { DocsSearchEntry } from './docs-types';

/** One section of a docs page that holds every word of the query. */
export interface DocsHit {
  slug: string;
  title: string;
  /** The section's heading id (the anchor to open). */
  id: string;
  heading: string;
  /** A piece of the section's text around the first word found, the word itself apart (to mark it). */
  snippet: { before: string; match: string; after: string };
}

/** Longest query looked at: the search runs on every keystroke over the whole index. */
export const DOCS_QUERY_MAX = 100;
const SNIPPET_CONTEXT = 30;

/**
 * The sections of `index` holding every whitespace-separated word of `query` (case-insensitive substrings, so a
 * Chinese word is found inside a sentence without word breaks), best first: a word in the page title counts most,
 * then in the section heading, then in its text; ties keep the docs' order.
 */
export function searchDocs(index: readonly DocsSearchEntry[], query: string, limit = 20): DocsHit[] {
  const words = query.slice(0, DOCS_QUERY_MAX).toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const scored: { hit: DocsHit; score: number }[] = [];
  for (const page of index) {
    const title = page.title.toLowerCase();
    for (const section of page.sections) {
      const heading = section.heading.toLowerCase();
      const text = section.text.toLowerCase();
      let score = 0;
      for (const word of words) {
        if (title.includes(word)) score += 3;
        else if (heading.includes(word)) score += 2;
        else if (text.includes(word)) score += 1;
        else {
          score = 0;
          break;
        }
      }
      if (score > 0) {
        const hit = { slug: page.slug, title: page.title, id: section.id, heading: section.heading };
        scored.push({ hit: { ...hit, snippet: snippet(section.text, words) }, score });
      }
    }
  }
  return scored
    .sort((a, b) => b.score - a.score)
    .slice(0, limit)
    .map(({ hit }) => hit);
}

/** The text around the first word of `words` it contains (its start when it holds none). */
function snippet(text: string, words: string[]): DocsHit['snippet'] {
  const lower = text.toLowerCase();
  const found = words
    .map((word) => ({ word, at: lower.indexOf(word) }))
    .filter(({ at }) => at >= 0)
    .sort((a, b) => a.at - b.at)[0];
  if (!found) return { before: text.slice(0, SNIPPET_CONTEXT * 2), match: '', after: '' };
  const start = Math.max(0, found.at - SNIPPET_CONTEXT);
  const end = found.at + found.word.length;
  return {
    before: `${start > 0 ? '…' : ''}${text.slice(start, found.at)}`,
    match: text.slice(found.at, end),
    after: `${text.slice(end, end + SNIPPET_CONTEXT)}${end + SNIPPET_CONTEXT < text.length ? '…' : ''}`,
  };
}
