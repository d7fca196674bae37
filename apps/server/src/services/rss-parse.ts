import type { RssTestItem } from '@weassit/contract';
import { XMLParser } from 'fast-xml-parser';

/*
 * Reading a feed document (RSS 2.0, RSS 1.0 / RDF, Atom). Synchronous and costly on a large or crafted document,
 * so the server runs it in a worker (rss-parse.worker.ts), never on its event loop.
 */

/** A feed as read from its document: its title and its items, first (newest) first. */
export interface ParsedFeed {
  title: string;
  items: RssTestItem[];
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  // A feed's DOCTYPE may declare entities: expanding them is bounded (no "billion laughs").
  processEntities: {
    enabled: true,
    maxEntitySize: 1000,
    maxEntityCount: 20,
    maxTotalExpansions: 1000,
    maxExpandedLength: 100_000,
  },
  isArray: (name) => name === 'item' || name === 'entry' || name === 'link',
});

type Node = Record<string, unknown>;
const isNode = (value: unknown): value is Node => value !== null && typeof value === 'object' && !Array.isArray(value);

/** The text of an element: a plain value, or an element with attributes and `#text`. */
function textOf(value: unknown): string {
  if (Array.isArray(value)) return textOf(value[0]);
  if (typeof value === 'string' || typeof value === 'number') return String(value).trim();
  if (isNode(value)) return textOf(value['#text'] ?? '');
  return '';
}

/** An Atom entry's link: the `alternate` one (or the first), by its href. */
function atomLink(links: unknown): string {
  const list = Array.isArray(links) ? links : [];
  const pick = list.find((l) => isNode(l) && (l['@_rel'] === undefined || l['@_rel'] === 'alternate')) ?? list[0];
  return isNode(pick) ? String(pick['@_href'] ?? textOf(pick)).trim() : textOf(pick);
}

function rssItem(item: unknown): RssTestItem {
  const node = isNode(item) ? item : {};
  return {
    title: textOf(node.title),
    link: textOf(node.link) || textOf(node.guid),
    date: textOf(node.pubDate) || textOf(node['dc:date']),
  };
}

function atomEntry(entry: unknown): RssTestItem {
  const node = isNode(entry) ? entry : {};
  return {
    title: textOf(node.title),
    link: atomLink(node.link),
    date: textOf(node.updated) || textOf(node.published),
  };
}

/** Reads an RSS 2.0, RSS 1.0 (RDF) or Atom document; undefined when it is none of those (or not XML). */
export function parseFeed(body: string): ParsedFeed | undefined {
  let doc: unknown;
  try {
    doc = parser.parse(body, true);
  } catch {
    return undefined;
  }
  if (!isNode(doc)) return undefined;
  const rss = doc.rss;
  if (isNode(rss) && isNode(rss.channel)) {
    const channel = rss.channel;
    const items = Array.isArray(channel.item) ? channel.item : [];
    return { title: textOf(channel.title), items: items.map(rssItem) };
  }
  const rdf = doc['rdf:RDF'];
  if (isNode(rdf) && isNode(rdf.channel)) {
    const items = Array.isArray(rdf.item) ? rdf.item : [];
    return { title: textOf(rdf.channel.title), items: items.map(rssItem) };
  }
  const feed = doc.feed;
  if (isNode(feed)) {
    const entries = Array.isArray(feed.entry) ? feed.entry : [];
    return { title: textOf(feed.title), items: entries.map(atomEntry) };
  }
  return undefined;
}
