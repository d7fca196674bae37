import { splitPage } from '../../lib/lazy-page';

/** The vip area's pages: each in a chunk of its own. */
export const pages = {
  userGroup: splitPage(() => import('./pages/UserGroupPage').then((module) => module.UserGroupPage)),
  privateForward: splitPage(() => import('./pages/ForwardRulesPage').then((module) => module.ForwardRulesPage)),
  roomAsync: splitPage(() => import('./pages/RoomSyncPage').then((module) => module.RoomSyncPage)),
  callbackEvent: splitPage(() => import('./pages/CallbackEventsPage').then((module) => module.CallbackEventsPage)),
  rssNews: splitPage(() => import('./pages/RssNewsPage').then((module) => module.RssNewsPage)),
  summerChat: splitPage(() => import('./pages/SummaryPage').then((module) => module.SummaryPage)),
  messageHistory: splitPage(() => import('./pages/MessageHistoryPage').then((module) => module.MessageHistoryPage)),
};
