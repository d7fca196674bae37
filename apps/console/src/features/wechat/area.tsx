import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';
import { splitPage } from '../../lib/split-page';

/*
 * Each page is its own chunk: the list pages carry the table and the list kit, which the basic config page does
 * not need, and a list page's visit does not download the basic config page.
 */
export const pages = {
  ...comingSoonPages(['uploadFile']),
  wechatIndex: splitPage(() => import('./pages/WechatConfigPage').then((module) => module.WechatConfigPage)),
  keywords: splitPage(() => import('./pages/KeywordRepliesPage').then((module) => module.KeywordRepliesPage)),
  keywordsEvent: splitPage(() => import('./pages/SkillsPage').then((module) => module.SkillsPage)),
};
