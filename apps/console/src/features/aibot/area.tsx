import { splitPage } from '../../lib/lazy-page';

/*
 * Each page is its own chunk: 自定义对话 and 预设角色 share the list kit but not their views, texts or dialogs, so
 * a visit to one does not download the other.
 */
export const pages = {
  customchat: splitPage(() => import('./customchat/CustomChatPage').then((module) => module.CustomChatPage)),
  promotstore: splitPage(() => import('./promotstore/PresetRolesPage').then((module) => module.PresetRolesPage)),
};
