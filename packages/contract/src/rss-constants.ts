/**
 * RSS推送's paths, limits, choices, messages and test statuses: no schemas here, so the feed list does not
 * download zod (the schemas are in rss.ts).
 */
import { API_PREFIX } from './api.ts';
import type { TargetKind } from './constants.ts';
import type { GptTarget } from './gpt-config.ts';
import type { Option } from './options.ts';
import type { RssFeed } from './rss.ts';

/** The console's calls (the robot's are `GET /rss/config` and `GET|POST /rss/lastcontent/:id` in the open API). */
export const RSS_PATH = `${API_PREFIX}/rss`;
/** `POST`: fetch a feed once from the server and answer its title and newest item; nothing is stored. */
export const RSS_TEST_PATH = `${RSS_PATH}/test`;

/** Most feeds one account keeps. */
export const RSS_FEEDS_MAX = 50;
/** Most groups or friends one feed is pushed to. */
export const RSS_TARGETS_MAX = 100;
/** Longest feed address, prefix and suffix. */
export const RSS_URL_MAX = 2048;
export const RSS_WORD_MAX = 200;
/** Longest "last pushed item" (a link or a title) the robot may store per feed. */
export const RSS_LAST_CONTENT_MAX = 4096;
/** Largest feed document the test reads. */
export const RSS_TEST_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The refresh intervals of spec §9, as the cron rule the robot schedules (node-schedule, seconds first,
 * Asia/Shanghai) and the label the console shows.
 */
export const RSS_INTERVAL_OPTIONS = [
  { value: '0 */20 * * * *', label: '每 20 分钟' },
  { value: '0 */40 * * * *', label: '每 40 分钟' },
  { value: '0 0 * * * *', label: '每 60 分钟' },
  { value: '0 0 */2 * * *', label: '每 2 小时' },
  { value: '0 0 */3 * * *', label: '每 3 小时' },
  { value: '0 0 */4 * * *', label: '每 4 小时' },
  { value: '0 0 */5 * * *', label: '每 5 小时' },
  { value: '0 0 */6 * * *', label: '每 6 小时' },
  { value: '0 0 */7 * * *', label: '每 7 小时' },
] as const satisfies readonly Option<string>[];
export type RssInterval = (typeof RSS_INTERVAL_OPTIONS)[number]['value'];
/** A new feed's interval: every 60 minutes. */
export const RSS_DEFAULT_INTERVAL: RssInterval = '0 0 * * * *';

/** How an item is pushed: a link card (`showLink`) or text (prefix, title, summary, link, suffix). */
export const RSS_SHOW_OPTIONS: readonly Option<'link' | 'text'>[] = [
  { value: 'link', label: '链接卡片' },
  { value: 'text', label: '文字' },
];

/** The validation messages (spec §5), shared by the console's form and the server's refusals. */
export const RSS_MESSAGES = {
  urlRequired: '请填写订阅地址',
  urlTooLong: `订阅地址不能超过 ${RSS_URL_MAX} 个字符`,
  urlInvalid: '订阅地址格式错误，请以 http:// 或 https:// 开头',
  typeRequired: '请选择推送对象类型',
  targetsRequired: '请至少选择一个推送对象',
  targetsTooMany: `最多选择 ${RSS_TARGETS_MAX} 个推送对象`,
  intervalRequired: '请选择更新频率',
  thumbTooLong: `封面地址不能超过 ${RSS_URL_MAX} 个字符`,
  thumbInvalid: '封面地址格式错误，请以 http:// 或 https:// 开头',
  prefixTooLong: `前缀不能超过 ${RSS_WORD_MAX} 个字符`,
  suffixTooLong: `后缀不能超过 ${RSS_WORD_MAX} 个字符`,
  notFound: '订阅不存在',
  feedsFull: `最多添加 ${RSS_FEEDS_MAX} 个订阅`,
} as const;

/** How a test fetch ended. */
export const RssTestStatus = {
  /** A feed (RSS 2.0 or Atom) with at least one item. */
  OK: 'ok',
  /** A feed without items: the robot pushes nothing until one appears. */
  EMPTY: 'empty',
  /** An answer that is not an RSS or Atom feed. */
  NOT_A_FEED: 'not-a-feed',
  HTTP_ERROR: 'http-error',
  REDIRECT: 'redirect',
  TIMEOUT: 'timeout',
  TOO_LARGE: 'too-large',
  UNREACHABLE: 'unreachable',
  /** A private, loopback or reserved address: not fetched. */
  BLOCKED: 'blocked',
} as const;
export type RssTestStatus = (typeof RssTestStatus)[keyof typeof RssTestStatus];

/** A feed as the robot reads it from `GET /rss/config` and in the `event` `Rss` "push now" (§5.4). */
export interface RobotRssFeed {
  id: string;
  rssUrl: string;
  updateTime: string;
  type: TargetKind;
  targets: GptTarget[];
  showLink: boolean;
  thumbUrl?: string;
  prefixWord: string;
  suffixWord: string;
}

/** The stored feed as the robot reads it. */
export function robotRssFeed(feed: RssFeed): RobotRssFeed {
  return {
    id: feed.id,
    rssUrl: feed.rssUrl,
    updateTime: feed.updateTime,
    type: feed.type,
    targets: feed.targets.map((t) => (t.id ? { id: t.id, name: t.name } : { name: t.name })),
    showLink: feed.showLink,
    ...(feed.thumbUrl ? { thumbUrl: feed.thumbUrl } : {}),
    prefixWord: feed.prefixWord,
    suffixWord: feed.suffixWord,
  };
}
