import { messagesHook } from '../../../lib/i18n/messages';

/** The 消息记录 page's texts (zh-CN); a module of its own, so the other vip pages do not download them. */
const zhCN = {
  title: '消息记录',
  // The switch card.
  switchTitle: '消息记录开关',
  switchLoading: '正在读取消息记录开关',
  switchLoadFailed: '没有读取到消息记录开关的状态',
  retry: '重试',
  offStatus: '未开启',
  onStatus: '已开启',
  offDescription:
    '开启后，机器人会把它收到和发出的每一条消息（私聊和群聊）发送到本控制台保存，可以按会话、类型、时间和关键词查找，并导出为 CSV。',
  enable: '开启消息记录',
  enabled: '消息记录已开启，机器人会自动收到新的配置',
  onSince: '开启于 {date}',
  stored: '已保存 {stored} / {max} 条',
  retention: '保留 {days} 天，过期自动删除',
  rotate: '更换地址',
  rotateTitle: '更换消息记录地址',
  rotateConfirm: '旧地址会立即失效，机器人会自动收到新地址。确定更换吗？',
  rotateOk: '确定更换',
  rotated: '已更换消息记录地址',
  disable: '关闭',
  disableLabel: '关闭消息记录',
  disableTitle: '关闭消息记录',
  disableConfirm: '关闭后不再保存新消息，已保存的记录保留。确定关闭吗？',
  disableOk: '确定关闭',
  disabled: '消息记录已关闭',
  // The filters.
  search: '搜索消息内容',
  searchPlaceholder: '输入关键词，中文一个字也可以',
  chatKind: '会话',
  chatKinds: { all: '全部', room: '群聊', friend: '私聊' },
  type: '类型',
  allTypes: '全部类型',
  fromRobot: '只看机器人发出的',
  startDate: '开始日期',
  endDate: '结束日期',
  chatFilter: '会话筛选',
  chatChip: '会话：{name}',
  removeChat: '移除会话筛选',
  filterByChat: '只看会话：{name}',
  clearFilters: '清除筛选',
  // The table.
  tableLabel: '消息记录列表',
  columns: { time: '时间', chat: '会话', sender: '发送者', type: '类型', content: '内容' },
  room: '群聊',
  friend: '私聊',
  robot: '机器人',
  openLink: '打开链接',
  openLinkLabel: '打开链接：{url}',
  emptyOff: '消息记录未开启',
  emptyOffDescription: '开启消息记录后，机器人收到和发出的消息会出现在这里。',
  emptyOn: '还没有消息',
  emptyOnDescription: '消息记录已开启，机器人还没有发来消息。机器人在线时，收到或发出消息后几秒内会出现在这里。',
  noMatch: '没有符合筛选条件的消息',
  // The actions.
  refresh: '刷新',
  export: '导出 CSV',
  exported: '正在下载 CSV',
  clear: '清空记录',
  clearTitle: '清空消息记录',
  clearConfirm: '确定删除已保存的全部 {stored} 条消息吗？删除后无法恢复。',
  clearOk: '确定清空',
  cleared: '消息记录已清空',
};

export type MessageHistoryMessages = typeof zhCN;

/** The current locale's 消息记录 texts. */
export const useMessageHistoryMessages = messagesHook<MessageHistoryMessages>({ 'zh-CN': zhCN });
