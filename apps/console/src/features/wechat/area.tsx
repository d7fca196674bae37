import { splitPage } from '../../lib/lazy-page';

/*
 * Each page is its own chunk: the list pages carry the table and the list kit, which the form pages do not need,
 * and a visit to one page does not download the others.
 */
export const pages = {
  wechatIndex: splitPage(() => import('./index/WechatConfigPage').then((module) => module.WechatConfigPage)),
  uploadFile: splitPage(() => import('./upload-file/UploadFilePage').then((module) => module.UploadFilePage)),
  keywords: splitPage(() => import('./keywords/KeywordRepliesPage').then((module) => module.KeywordRepliesPage)),
  keywordsEvent: splitPage(() => import('./keywords-event/SkillsPage').then((module) => module.SkillsPage)),
};
