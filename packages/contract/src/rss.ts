/**
 * RSS推送 (vip, spec §2 rssNews; ROBOT-PROTOCOL §2 rows 15, 32, 33 and §5.4): feeds the robot checks on a
 * schedule, pushing each new item to the chosen groups or friends as a link card or as text. The console edits
 * them, the server stores them and serves them to the robot (`GET /rss/config`), which fetches the feeds itself.
 */
import { z } from 'zod';
import { isHttpUrl } from './checks.ts';
import { TargetKind } from './constants.ts';
import { gptTargetSchema } from './gpt-config.ts';
import {
  RSS_INTERVAL_OPTIONS,
  RSS_LAST_CONTENT_MAX,
  RSS_MESSAGES,
  RSS_TARGETS_MAX,
  RSS_URL_MAX,
  RSS_WORD_MAX,
  type RssInterval,
  type RssTestStatus,
} from './rss-constants.ts';

const intervals = RSS_INTERVAL_OPTIONS.map((o) => o.value) as [RssInterval, ...RssInterval[]];

const rssUrl = z
  .string({ error: RSS_MESSAGES.urlRequired })
  .trim()
  .min(1, RSS_MESSAGES.urlRequired)
  .max(RSS_URL_MAX, RSS_MESSAGES.urlTooLong)
  .refine(isHttpUrl, RSS_MESSAGES.urlInvalid);

/** One feed as the console saves it. */
export const rssFeedInputSchema = z.object({
  rssUrl,
  type: z.enum([TargetKind.ROOM, TargetKind.CONTACT], { error: RSS_MESSAGES.typeRequired }),
  targets: z
    .array(gptTargetSchema, { error: RSS_MESSAGES.targetsRequired })
    .min(1, RSS_MESSAGES.targetsRequired)
    .max(RSS_TARGETS_MAX, RSS_MESSAGES.targetsTooMany),
  updateTime: z.enum(intervals, { error: RSS_MESSAGES.intervalRequired }),
  showLink: z.boolean().default(false),
  /** The link card's picture (optional). */
  thumbUrl: z
    .string()
    .trim()
    .max(RSS_URL_MAX, RSS_MESSAGES.thumbTooLong)
    .refine((value) => value === '' || isHttpUrl(value), RSS_MESSAGES.thumbInvalid)
    .default(''),
  prefixWord: z.string().max(RSS_WORD_MAX, RSS_MESSAGES.prefixTooLong).default(''),
  suffixWord: z.string().max(RSS_WORD_MAX, RSS_MESSAGES.suffixTooLong).default(''),
});
export type RssFeedInput = z.input<typeof rssFeedInputSchema>;
export type RssFeedValues = z.output<typeof rssFeedInputSchema>;

/** A stored feed as the console lists it. */
export interface RssFeed extends RssFeedValues {
  id: string;
  updatedAt: number;
}

/** What the robot POSTs to `/rss/lastcontent/:id` after pushing: the newest item's link (or title). */
export const rssLastContentSchema = z.object({ content: z.coerce.string().max(RSS_LAST_CONTENT_MAX) });

/** `POST /api/rss/test`: the address to fetch. */
export const rssTestSchema = z.object({ rssUrl });
export type RssTestRequest = z.input<typeof rssTestSchema>;

/** An item of a feed as the test shows it. */
export interface RssTestItem {
  title: string;
  link: string;
  /** As the feed wrote it ('' when it has none). */
  date: string;
}

export interface RssTestResult {
  status: RssTestStatus;
  /** One line for the dialog. */
  message: string;
  /** The feed's own title, when it is a feed. */
  title?: string;
  /** Its first (newest) item: what the robot would push. */
  item?: RssTestItem;
  httpStatus?: number;
}
