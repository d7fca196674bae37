import { ErrorCode, RSS_TEST_MAX_BYTES, type RssTestResult, RssTestStatus } from '@weassit/contract';
import { LimitFullError } from '../lib/concurrency-limit.ts';
import { AppError } from '../lib/envelope.ts';
import { BlockedAddressError, UnresolvedHostError } from '../lib/public-address.ts';
import { type SafeAnswer, safeFetch, TimeoutError, TooLargeError } from '../lib/safe-fetch.ts';
import { WorkerPool, WorkerTimeoutError } from '../lib/worker-pool.ts';
import type { ParsedFeed } from './rss-parse.ts';

export interface RssCheckOptions {
  /** RSS_ALLOW_PRIVATE=1 (tests, self-hosting): private, loopback and link-local addresses may be fetched. */
  allowPrivate: boolean;
  timeoutMs: number;
  maxBytes?: number;
}

/** Parsing the document (in a worker) stops after this long, whatever is left of the fetch's time. */
const PARSE_TIMEOUT_MS = 10_000;

/**
 * Feeds are parsed in worker threads (rss-parse.worker.ts): a large or crafted 2 MB document costs seconds of
 * synchronous parsing, which on the event loop would stall every other user. Two at once, a few waiting,
 * others told to retry.
 */
const parsers = new WorkerPool<string, ParsedFeed | null>(new URL('./rss-parse.worker.ts', import.meta.url), 2, 8);

const short = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max)}…` : text);

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
  let feed: ParsedFeed | null;
  try {
    feed = await parsers.run(body, PARSE_TIMEOUT_MS);
  } catch (error) {
    if (error instanceof LimitFullError) throw new AppError(ErrorCode.RATE_LIMITED, '服务器正忙，请稍后再试', 429);
    if (!(error instanceof WorkerTimeoutError)) throw error;
    return {
      status: RssTestStatus.TOO_LARGE,
      message: `订阅内容过于复杂，${PARSE_TIMEOUT_MS / 1000} 秒内没有读完`,
      httpStatus: status,
    };
  }
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
