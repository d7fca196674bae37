import { splitPage } from '../../lib/lazy-page';

/*
 * Each page is its own chunk: the group list carries the contact-list widgets, 关键词进群 the list editor, and
 * neither route downloads the other's.
 */
export const pages = {
  room: splitPage(() => import('./room/RoomListPage').then((module) => module.RoomListPage)),
  groupIndex: splitPage(() => import('./index/RoomJoinPage').then((module) => module.RoomJoinPage)),
};
