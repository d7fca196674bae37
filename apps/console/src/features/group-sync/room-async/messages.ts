import { messagesHook } from '../../../lib/i18n/messages';

/** The 多群消息同步 page's texts (zh-CN): the list; the dialog's words are in room-sync-form-messages.ts. */
const zhCN = {
  title: '多群消息同步',
  description:
    '把一个群的消息同步到其他群，或把几个群的消息汇总到一个群。机器人按群名称找群，群改名后请同步修改；@机器人的消息不会同步。',
  tableLabel: '群同步规则列表',
  emptyTitle: '还没有群同步规则',
  emptyDescription: '选择同步方式和要同步的群，群里的新消息会由机器人转发到其他群。',
  add: '添加同步规则',
  editTitle: '编辑同步规则',
  searchPlaceholder: '搜索群名称',
  columns: { model: '同步方式', groups: '同步的群', forward: '同步内容' },
  /** The arrow between a rule's sources and targets, for screen readers. */
  to: '同步到',
  peers: '（互相同步）',
  separator: '、',
  topicMissing: '机器人的群列表里没有“{name}”',
  topicMissingShort: '未找到',
  describeRule: '{mode}：{groups}',
};

export type RoomSyncMessages = typeof zhCN;

/** The current locale's 多群消息同步 texts. */
export const useRoomSyncMessages = messagesHook<RoomSyncMessages>({ 'zh-CN': zhCN });
