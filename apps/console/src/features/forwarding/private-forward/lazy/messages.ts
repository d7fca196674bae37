import type { Locale } from '../../../../lib/i18n/catalogues';
import { messagesHook } from '../../../../lib/i18n/messages';

/** The 转发助手 dialogs' texts (zh-CN): loaded with the dialogs, not with the lists. */
const zhCN = {
  keywords: '关键词',
  keywordsHint: '输入后按回车添加，可添加多个',
  keywordsRequired: '关键词必填',
  reg: '匹配方式',
  type: '监听对象类型',
  targetsRoom: '监听的群组',
  targetsContact: '监听的好友',
  targetsHint: '输入名称搜索机器人的群或好友，可选多个',
  roomRequired: '群组必选',
  contactRequired: '好友必选',
  forwardType: '转发对象类型',
  forwardTargetsRoom: '转发到群组',
  forwardTargetsContact: '转发到好友',
  forwardRoomRequired: '转发群组必选',
  forwardContactRequired: '转发好友必选',
  name: '指定用户',
  nameHint: '好友的昵称：此好友私聊发来的消息都会被转发',
  nameRequired: '必填',
  forwardMode: '转发消息类型',
  rooms: '转发群组',
  roomsHint: '按群名称查找，可选多个，也可直接输入群名称后按回车',
  contacts: '转发好友',
  contactsHint: '按好友昵称查找，可选多个，也可直接输入昵称后按回车',
  destinationRequired: '转发群组和转发好友至少选择一个',
  searchEmpty: '无匹配项',
  searching: '加载中',
  searchFailed: '搜索失败',
};

export type ForwardFormMessages = typeof zhCN;

const catalogues: Record<Locale, ForwardFormMessages> = { 'zh-CN': zhCN };

/** The current locale's 转发助手 dialog texts. */
export const useForwardFormMessages = messagesHook<ForwardFormMessages>(catalogues);

/**
 * A locale's dialog texts outside React: the dialogs' checks take them when the form loads, so the list's chunk
 * carries only the locale, not these words.
 */
export const forwardFormMessages = (locale: Locale): ForwardFormMessages => catalogues[locale];
