import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';

/** The vip area's pages (placeholders until their issues land). */
export const pages = comingSoonPages([
  'userGroup',
  'privateForward',
  'roomAsync',
  'callbackEvent',
  'rssNews',
  'summerChat',
]);
