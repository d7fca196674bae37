import {
  type GptTarget,
  RSS_DEFAULT_INTERVAL,
  type RssFeed,
  type RssFeedInput,
  type TargetKind,
} from '@weassit/contract';

/*
 * The RSS推送 dialog's values and their conversions; free of zod (rss-validation.ts checks them with the
 * contract's schema).
 */

export interface RssFormValues {
  rssUrl: string;
  type: TargetKind;
  targets: GptTarget[];
  updateTime: string;
  showLink: boolean;
  thumbUrl: string;
  prefixWord: string;
  suffixWord: string;
}

export type RssField = keyof RssFormValues;

/** A new feed: to groups, every 60 minutes, as text. */
export function emptyRssForm(): RssFormValues {
  return {
    rssUrl: '',
    type: 'room',
    targets: [],
    updateTime: RSS_DEFAULT_INTERVAL,
    showLink: false,
    thumbUrl: '',
    prefixWord: '',
    suffixWord: '',
  };
}

export function rssFeedToForm(feed: RssFeed): RssFormValues {
  return {
    rssUrl: feed.rssUrl,
    type: feed.type,
    targets: [...feed.targets],
    updateTime: feed.updateTime,
    showLink: feed.showLink,
    thumbUrl: feed.thumbUrl,
    prefixWord: feed.prefixWord,
    suffixWord: feed.suffixWord,
  };
}

/** What is saved: the address trimmed; the card picture only with a card, prefix and suffix only with text. */
export function rssFormToInput(values: RssFormValues): RssFeedInput {
  return {
    rssUrl: values.rssUrl.trim(),
    type: values.type,
    targets: values.targets,
    updateTime: values.updateTime as RssFeedInput['updateTime'],
    showLink: values.showLink,
    thumbUrl: values.showLink ? values.thumbUrl.trim() : '',
    prefixWord: values.showLink ? '' : values.prefixWord,
    suffixWord: values.showLink ? '' : values.suffixWord,
  };
}

/** Switching 群/好友 empties the picked targets (a group is no friend). */
export function switchRssKind(type: TargetKind): Partial<RssFormValues> {
  return { type, targets: [] };
}
