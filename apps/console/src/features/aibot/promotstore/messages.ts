import { messagesHook } from '../../../lib/i18n/messages';

/** The preset roles page's texts (zh-CN): the list and the add/edit dialog. */
const zhCN = {
  searchLabel: '搜索角色',
  searchPlaceholder: '按名称搜索',
  tableLabel: '预设角色列表',
  add: '添加角色',
  edit: '编辑',
  remove: '删除',
  editLabel: '编辑角色：{name}',
  removeLabel: '删除角色：{name}',
  expand: '展开',
  collapse: '收起',
  expandLabel: '展开角色设定：{name}',
  collapseLabel: '收起角色设定：{name}',
  builtInLocked: '内置角色不可编辑',
  columns: { name: '名称', content: '内容', kind: '类型', actions: '操作' },
  builtIn: '内置',
  custom: '自定义',
  empty: '暂无预设角色',
  emptyDescription: '点击“添加角色”，为 GPT 对话写一段角色设定。',
  noMatch: '没有名称包含“{word}”的角色',
  dialogAdd: '添加角色',
  dialogEdit: '编辑角色',
  submitAdd: '添加',
  submitEdit: '保存',
  loadingDetail: '正在加载角色…',
  fields: { name: '名称', content: '内容', contentHint: '角色设定，即发给 GPT 的系统提示词' },
  added: '添加成功',
  updated: '修改成功',
  removed: '删除成功',
  removeTitle: '删除角色',
  removeConfirm: '确定删除角色“{name}”吗？删除后无法恢复。',
  removeOk: '确定删除',
};

export type PresetRoleMessages = typeof zhCN;

/** The current locale's preset roles texts. */
export const usePresetRoleMessages = messagesHook<PresetRoleMessages>({ 'zh-CN': zhCN });
