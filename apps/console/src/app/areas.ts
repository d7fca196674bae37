import type { AreaKey } from '../config/routes';
import type { AreaModule } from '../lib/lazy-page';

/**
 * The lazy chunks of the console: one per feature area, plus the two frames. `scripts/bench-bundle.mjs` reads
 * this file to measure each route's first visit, so keep one `key: () => import('…')` per line.
 */
export const areaLoaders: Record<AreaKey, () => Promise<AreaModule>> = {
  login: () => import('../features/auth/login-area'),
  account: () => import('../features/auth/account-area'),
  site: () => import('./site-area'),
  dashboard: () => import('../features/dashboard/area'),
  wechat: () => import('../features/wechat/area'),
  bulkSend: () => import('../features/bulk-send/area'),
  forwarding: () => import('../features/forwarding/area'),
  groupSync: () => import('../features/group-sync/area'),
  callbacks: () => import('../features/callbacks/area'),
  rss: () => import('../features/rss/area'),
  summaries: () => import('../features/summaries/area'),
  messageHistory: () => import('../features/message-history/area'),
  aibot: () => import('../features/aibot/area'),
  schedule: () => import('../features/schedule/area'),
  contact: () => import('../features/contact/area'),
  group: () => import('../features/group/area'),
  material: () => import('../features/material/area'),
  oapi: () => import('../features/oapi/area'),
  gptChat: () => import('../features/gpt-chat/area'),
  member: () => import('../features/member/area'),
  security: () => import('../features/auth/security-area'),
  notFound: () => import('../features/not-found/area'),
};

/**
 * The frames around pages, lazy as well: the console's sidebar layout and the docs layout. The docs frame comes
 * with the public site's area (they always load together).
 */
export const frameLoaders = {
  consoleFrame: () => import('./layout/ConsoleLayout'),
  docsFrame: () => import('./site-area'),
};
