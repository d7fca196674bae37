import { messagesHook } from '../messages';

/**
 * The console kit's texts (zh-CN): the form state and form dialog, in their own object. The list page's and the
 * config-list editor's texts are modules of their own (kit-list.ts, kit-config-list.ts): a page's first visit
 * loads its own kit texts only, and these come with the dialogs.
 */
const zhCN = {
  form: {
    incomplete: '请将表单填写完整后发送',
    loading: '正在加载…',
    discardTitle: '放弃未保存的修改？',
    discardMessage: '你修改的内容还没有保存，关闭后将丢失。',
    leaveMessage: '你修改的内容还没有保存，离开后将丢失。',
    discardConfirm: '放弃修改',
    discardCancel: '继续编辑',
  },
};

export type KitMessages = typeof zhCN;

/** The kit's texts in the current locale. */
export const useKitMessages = messagesHook<KitMessages>({ 'zh-CN': zhCN });
