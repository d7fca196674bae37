import { messagesHook } from '../messages';

/**
 * The texts of the kit's message list field (zh-CN): the items, their buttons and the material library dialog.
 * Loaded with the forms that show the field, not with the list pages.
 */
const zhCN = {
  text: '第 {n} 条：文字',
  material: '第 {n} 条：{kind}素材',
  moveUp: '上移第 {n} 条',
  moveDown: '下移第 {n} 条',
  remove: '删除第 {n} 条',
  addText: '添加文字',
  pickMaterial: '从素材库选择',
  count: '{count} / {max} 条',
  full: '最多 {max} 条',
  empty: '还没有消息，请添加文字或从素材库选择',
  itemsRequired: '请至少添加一条消息',
  textEmpty: '文字内容不能为空',
  pickTitle: '从素材库选择',
  pickConfirm: '添加所选（{count}）',
  pickLoading: '正在加载素材库',
  pickLabel: '素材库',
  pickLimit: '还可添加 {count} 条',
};

export type MessageItemsMessages = typeof zhCN;

/** The message list field's texts in the current locale. */
export const useMessageItemsMessages = messagesHook<MessageItemsMessages>({ 'zh-CN': zhCN });
