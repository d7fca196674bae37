import { messagesHook } from '../../../lib/i18n/messages';

/** The 自定义对话 list's texts (zh-CN); the dialog's are in lazy/messages.ts, loaded with it. */
const zhCN = {
  tableLabel: '自定义对话列表',
  add: '添加配置',
  empty: '还没有自定义对话',
  emptyDescription: '添加一条配置，让选定的群或好友使用自己的 AI 服务、关键词和次数限制。',
  columns: { name: '对象', service: 'AI 服务', trigger: '触发', usage: '用量', status: '状态', actions: '操作' },
  room: '群组',
  contact: '好友',
  allRooms: '全部群聊',
  allFriends: '全部好友',
  excluded: '除外 {count} 个',
  moreTargets: '等 {count} 个',
  targetsLabel: '对象：{names}',
  keywordsLabel: '触发关键词',
  needAt: '需要@',
  everyMessage: '所有消息',
  usage: '已用 {used} / {limit} 次',
  unlimited: '已用 {used} 次 · 不限',
  on: '已开启',
  off: '仅默认回复',
  edit: '编辑',
  remove: '删除',
  reset: '重置次数',
  editLabel: '编辑配置：{name}',
  removeLabel: '删除配置：{name}',
  resetLabel: '重置次数：{name}',
  added: '添加成功',
  updated: '修改成功',
  removed: '删除成功',
  removeTitle: '删除配置',
  removeConfirm: '确定删除“{name}”的自定义对话吗？删除后这些对象按基础配置回复。',
  removeOk: '确定删除',
  resetTitle: '重置次数',
  resetConfirm: '确定把“{name}”已用的 {used} 次清零吗？',
  resetOk: '确定重置',
  resetDone: '已重置次数',
};

export type CustomChatMessages = typeof zhCN;

/** The current locale's 自定义对话 list texts. */
export const useCustomChatMessages = messagesHook<CustomChatMessages>({ 'zh-CN': zhCN });
