import { messagesHook } from '../messages';

/**
 * The config-list editor's texts (zh-CN): its toolbar, row actions, dialogs' titles, notices and conflict alert.
 * A module of its own (see kit.ts), loaded by the config-list pages only.
 */
const zhCN = {
  add: '添加',
  edit: '编辑',
  duplicate: '复制',
  remove: '删除',
  moveUp: '上移',
  moveDown: '下移',
  actions: '操作',
  index: '序号',
  editLabel: '编辑规则：{name}',
  duplicateLabel: '复制规则：{name}',
  removeLabel: '删除规则：{name}',
  moveUpLabel: '上移规则：{name}',
  moveDownLabel: '下移规则：{name}',
  addTitle: '添加规则',
  editTitle: '编辑规则',
  confirmAdd: '添加',
  confirmEdit: '保存',
  saved: '已保存，机器人已更新配置',
  removed: '已删除，机器人已更新配置',
  removeTitle: '删除规则',
  removeMessage: '确定删除规则“{name}”吗？删除后机器人不再使用它。',
  removeConfirm: '确定删除',
  count: '共 {count} 条，最多 {max} 条',
  atCap: '已达到 {max} 条上限，请先删除不用的规则再添加',
  search: '搜索规则',
  searchPlaceholder: '输入关键词或回复内容',
  noMatch: '没有找到与“{word}”匹配的规则',
  reload: '重新加载',
  conflictTitle: '列表已更新',
  orderHint: '机器人从上到下匹配，先匹配到的规则生效。',
  vipTitle: '本功能需要开通会员方可使用',
  vipUpgrade: '去开通',
  unnamed: '（未命名）',
};

export type ConfigListMessages = typeof zhCN;

/** The config-list editor's texts in the current locale. */
export const useConfigListMessages = messagesHook<ConfigListMessages>({ 'zh-CN': zhCN });
