import { messagesHook } from '../messages';

/** The config-list item dialog's own texts (zh-CN): loaded with the dialog, not with the list. */
const zhCN = {
  editedElsewhere: '规则已在别处被修改',
  overwriteMessage: '你编辑的规则已在别处被修改。保存将覆盖现在的第 {position} 条规则“{name}”，确定吗？',
  overwriteConfirm: '覆盖保存',
  readdMessage: '你编辑的规则已在别处被删除。要把你的修改作为一条新规则添加吗？',
  readdConfirm: '作为新规则添加',
};

export type ConfigItemDialogMessages = typeof zhCN;

/** The config-list item dialog's texts in the current locale. */
export const useConfigItemDialogMessages = messagesHook<ConfigItemDialogMessages>({ 'zh-CN': zhCN });
