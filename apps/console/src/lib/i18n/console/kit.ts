import { messagesHook } from '../messages';

/**
 * The console kit's texts (zh-CN): the form state and form dialog, the list page and the config-list editor.
 * Each part keeps its own object.
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
  list: {
    loading: '加载中…',
    loadFailed: '加载失败',
    loadFailedDescription: '列表没有加载出来，请稍后重试。',
    retry: '重试',
    noMatch: '没有找到与“{word}”匹配的结果',
  },
  configList: {
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
  },
};

export type KitMessages = typeof zhCN;

/** The kit's texts in the current locale. */
export const useKitMessages = messagesHook<KitMessages>({ 'zh-CN': zhCN });
