import { RssNewsPage } from './rss-news/RssNewsPage';

/** The RSS area's chunk: its one page. */
export const pages = { rssNews: RssNewsPage };
