/** The thread the RSS test parses feeds in (services/rss-check.ts), off the event loop. */
import { workerMain } from '../lib/worker-main.ts';
import { type ParsedFeed, parseFeed } from './rss-parse.ts';

// Only what the test shows goes back: the title and the newest item, or null when it is not a feed.
workerMain((body: string): ParsedFeed | null => {
  const feed = parseFeed(body);
  return feed ? { title: feed.title, items: feed.items.slice(0, 1) } : null;
});
