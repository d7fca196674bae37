import { RSS_TEST_MAX_BYTES, type RssTestItem, type RssTestResult, RssTestStatus } from '@weassit/contract';
import { XMLParser } from 'fast-xml-parser';
import { BlockedAddressError, UnresolvedHostError } from '../lib/public-address.ts';
import { type SafeAnswer, safeFetch, TimeoutError, TooLargeError } from '../lib/safe-fetch.ts';

export interface RssCheckOptions {
  /** As the callback test's (CALLBACK_ALLOW_PRIVATE=1): private addresses may be fetched. */
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes?: number;
}

/** A feed as read from its document: its title and its items, first (newest) first. */
export interface ParsedFeed {
  title: string;
  items: RssTestItem[];
}

const short = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max)}…` : text);

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

/**
 * Fetches a feed once from the server, with the callback test's protections (public addresses only unless
 * allowed, no redirects, bounded time and size), and says what the robot would find: the feed's title and its
 * first item, which is the one the robot pushes.
 */
export async function checkFeed(rssUrl: string, options: RssCheckOptions): Promise<RssTestResult> {
  const url = new URL(rssUrl);
  const maxBytes = options.maxBytes ?? RSS_TEST_MAX_BYTES;
  let answer: SafeAnswer;
  try {
    answer = await safeFetch(url, {
      method: 'GET',
      headers: {
        accept: 'application/rss+xml, application/atom+xml, application/xml;q=0.9, text/xml;q=0.9, */*;q=0.5',
        'user-agent': 'weassit-rss-test/1',
      },
      allowPrivate: options.allowPrivate,
      timeoutMs: options.timeoutMs,
      maxBytes,
    });
  } catch (error) {
    if (error instanceof BlockedAddressError) {
      return {
        status: RssTestStatus.BLOCKED,
        message: `出于安全考虑，不能测试内网、本机或保留地址（${error.address}）：请填写公网可以访问的订阅地址`,
      };
    }
    if (error instanceof UnresolvedHostError) {
      return { status: RssTestStatus.UNREACHABLE, message: `无法解析域名 ${short(url.hostname)}，请检查订阅地址` };
    }
    if (error instanceof TimeoutError) {
      const seconds = Math.round(options.timeoutMs / 100) / 10;
      return { status: RssTestStatus.TIMEOUT, message: `连接超时：订阅地址没有在 ${seconds} 秒内返回内容` };
    }
    if (error instanceof TooLargeError) {
      return {
        status: RssTestStatus.TOO_LARGE,
        message: `订阅内容超过 ${Math.round(maxBytes / 1024 / 1024)} MB，已停止读取`,
      };
    }
    const code = (error as NodeJS.ErrnoException).code;
    return {
      status: RssTestStatus.UNREACHABLE,
      message: `无法连接到订阅地址，请检查地址、端口和证书${code ? `（${code}）` : ''}`,
    };
  }

  const { status, body, location } = answer;
  if (status >= 300 && status < 400) {
    return {
      status: RssTestStatus.REDIRECT,
      message: `订阅地址返回了重定向（HTTP ${status}${location ? ` → ${short(location)}` : ''}），测试不跟随重定向：请直接填写最终地址`,
      httpStatus: status,
    };
  }
  if (status !== 200) {
    return { status: RssTestStatus.HTTP_ERROR, message: `订阅地址返回 HTTP ${status}`, httpStatus: status };
  }
  const feed = parseFeed(body);
  if (!feed) {
    return {
      status: RssTestStatus.NOT_A_FEED,
      message: '订阅地址返回的内容不是 RSS 或 Atom 订阅源',
      httpStatus: status,
    };
  }
  const title = short(feed.title, 200);
  const first = feed.items[0];
  if (!first) {
    return {
      status: RssTestStatus.EMPTY,
      message: `订阅源“${short(title || url.hostname)}”暂时没有内容：有新内容后才会推送`,
      title,
      httpStatus: status,
    };
  }
  const item = { title: short(first.title, 300), link: short(first.link, 2048), date: short(first.date, 100) };
  return {
    status: RssTestStatus.OK,
    message: `订阅正常：${short(title || url.hostname)}，最新一条为“${short(item.title || item.link)}”`,
    title,
    item,
    httpStatus: status,
  };
}
