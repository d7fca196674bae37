import { BULK_SEND_MESSAGES } from '@weassit/contract';
import { messagesHook } from '../../lib/i18n/messages';

/** The bulk send dialog's texts (zh-CN); the server's and the spec's sentences come from the contract. */
const zhCN = {
  roomsTitle: BULK_SEND_MESSAGES.groupsTitle,
  friendsTitle: BULK_SEND_MESSAGES.friendsTitle,
  send: '发送',
  kind: '发送对象',
  rooms: '群聊',
  friends: '好友',
  mode: '发送方式',
  normal: '普通消息',
  notice: '群公告',
  roomTargets: '选择群',
  friendTargets: '选择好友',
  materials: '选择素材',
  materialsLegend: '发送内容',
  materialsHint: '按所选顺序发送，最多 {max} 条',
  noticeMaterialsHint: '群公告只支持文字素材，每条文字会设为一次群公告',
  intervalNote: BULK_SEND_MESSAGES.intervalNote,
  noticeNote: BULK_SEND_MESSAGES.noticeNote,
  success: BULK_SEND_MESSAGES.success,
  hints: BULK_SEND_MESSAGES.hints,
  loadingTargets: '正在加载列表…',
};

export type BulkSendMessages = typeof zhCN;

/** The current locale's bulk send texts. */
export const useBulkSendMessages = messagesHook<BulkSendMessages>({ 'zh-CN': zhCN });
