import type { RssFeed, RssFeedInput, RssTestRequest, RssTestResult } from '@weassit/contract';
import { apiDelete, apiGet, apiPost, apiPut } from '../../../lib/api-client';

const BASE = '/api/rss';

/** `GET /api/rss`: every RSS推送 feed of the account. */
export function listRssFeeds(): Promise<RssFeed[]> {
  return apiGet<RssFeed[]>(BASE);
}

/** `POST /api/rss` adds a feed; `PUT /api/rss/{id}` replaces one (vip; the robot is told at once). */
export async function saveRssFeed(input: RssFeedInput, id?: string): Promise<void> {
  if (id) await apiPut<null>(`${BASE}/${encodeURIComponent(id)}`, input);
  else await apiPost<{ id: string }>(BASE, input);
}

/** `DELETE /api/rss/{id}`. */
export async function removeRssFeed(id: string): Promise<void> {
  await apiDelete<null>(`${BASE}/${encodeURIComponent(id)}`);
}

/** `POST /api/rss/test`: the server fetches the feed once and answers its title and newest item (code 0 either way). */
export function testRssFeed(request: RssTestRequest): Promise<RssTestResult> {
  return apiPost<RssTestResult>(`${BASE}/test`, request);
}

/** `POST /api/rss/{id}/push`: the robot fetches the feed now and pushes the newest item if it is new. */
export async function pushRssFeed(id: string): Promise<void> {
  await apiPost<null>(`${BASE}/${encodeURIComponent(id)}/push`);
}
