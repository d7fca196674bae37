import type { RssFeed } from '@weassit/contract';
import { loadRobotTargetOptions } from '../../../lib/robot-targets';
import { RssNewsView } from './RssNewsView';
import { listRssFeeds, pushRssFeed, removeRssFeed, saveRssFeed, testRssFeed } from './rss-feeds';

const remove = (feed: RssFeed) => removeRssFeed(feed.id);
const push = (feed: RssFeed) => pushRssFeed(feed.id);

/** RSS推送 wired to the console API. */
export function RssNewsPage() {
  return (
    <RssNewsView
      load={listRssFeeds}
      onSave={saveRssFeed}
      onRemove={remove}
      onPush={push}
      onTest={testRssFeed}
      loadTargets={loadRobotTargetOptions}
    />
  );
}
