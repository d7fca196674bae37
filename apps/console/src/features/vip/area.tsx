import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';
import { splitPage } from '../../lib/lazy-page';

/** The vip area's pages: each in a chunk of its own; the ones still to come as placeholders. */
export const pages = {
  ...comingSoonPages(['rssNews']),
  userGroup: splitPage(() => import('./pages/UserGroupPage').then((module) => module.UserGroupPage)),
  privateForward: splitPage(() => import('./pages/ForwardRulesPage').then((module) => module.ForwardRulesPage)),
  roomAsync: splitPage(() => import('./pages/RoomSyncPage').then((module) => module.RoomSyncPage)),
  callbackEvent: splitPage(() => import('./pages/CallbackEventsPage').then((module) => module.CallbackEventsPage)),
  summerChat: splitPage(() => import('./pages/SummaryPage').then((module) => module.SummaryPage)),
};
