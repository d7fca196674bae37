import { messagesHook } from '../../../lib/i18n/messages';

/**
 * The 关键词进群 list's texts (zh-CN) and the checks' messages; a module of its own, so the group list does not
 * download them. The dialog's field texts are in lazy/messages.ts.
 */
const zhCN = {
  title: '关键词进群',
  description:
    '好友私聊机器人发送关键词，机器人先回复，再邀请他进入对应的群；有人进群时，机器人在群里发送欢迎语。关键词只在私聊中生效，在群里发送不会触发。',
  tableLabel: '进群规则列表',
  emptyTitle: '还没有进群规则',
  emptyDescription: '添加关键词和群，好友私聊发送关键词即可收到进群邀请。',
  add: '添加规则',
  editTitle: '编辑规则',
  searchPlaceholder: '搜索关键词或群名称',
  keywordsRequired: '请至少添加一个关键词',
  keywordUsed: '关键词“{word}”已在其他进群规则中使用，机器人只会用第一条规则',
  roomNameRequired: '请选择群',
  repliesRequired: '请至少添加一条回复',
  textEmpty: '文字内容不能为空',
  welcomeUnsupported: '欢迎语只能是文字或文件：机器人发欢迎语时不读取素材库，请删除引用的素材后重新添加',
  roomMissing: '群“{name}”不在机器人的群列表中，关键词将无法拉人进群',
  roomMissingShort: '不在群列表中',
  columns: { keywords: '关键词', reg: '匹配', roomName: '群名称', reply: '回复', welcome: '欢迎语' },
};

export type RoomJoinMessages = typeof zhCN;

/** The current locale's 关键词进群 texts. */
export const useRoomJoinMessages = messagesHook<RoomJoinMessages>({ 'zh-CN': zhCN });
