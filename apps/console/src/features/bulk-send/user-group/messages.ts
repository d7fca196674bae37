import { messagesHook } from '../../../lib/i18n/messages';

/** The 群发助手 page's texts (zh-CN); the dialog's are in components/BulkSend. */
const zhCN = {
  title: '群发助手',
  description:
    '向多个群或好友发送素材：服务器按对象逐个下发，约间隔 1 秒；每个对象的状态在任务详情里查看。发送成功不代表对方一定收到，以手机收到消息为准。',
  tableLabel: '群发任务列表',
  emptyTitle: '还没有群发任务',
  emptyDescription: '新建群发，选择群或好友和要发送的素材。',
  create: '新建群发',
  columns: { time: '时间', target: '类型', total: '对象数', progress: '进度', status: '状态', actions: '操作' },
  progress: '{sent} / {total}',
  progressLabel: '已送达机器人 {sent} 个，共 {total} 个',
  open: '查看',
  openLabel: '查看 {time} 的群发任务',
  detailTitle: '群发任务详情',
  detailLoading: '正在加载任务…',
  recipientsLabel: '群发对象',
  recipient: '对象',
  recipientStatus: '状态',
  publishedAt: '下发时间',
  sentAt: '送达时间',
  messagesCount: '每个对象 {count} 条消息',
  cancel: '取消任务',
  cancelTitle: '取消群发',
  cancelMessage: '确定取消这个群发任务吗？还没轮到的对象不会再发送。',
  cancelConfirm: '确定取消',
  cancelKeep: '继续发送',
  close: '关闭',
  deliveryNote:
    '“已送达机器人”表示机器人已收到指令；“机器人已发出”表示机器人在消息记录里报告了自己发出的这条消息。是否送达对方仍以手机为准，失败请查看机器人客户端日志。',
  delivery: '机器人记录',
  deliverySeen: '机器人已发出 {time}',
  deliveryAwaiting: '等待机器人记录',
  deliveryNotSeen: '未见发出',
  deliveryUnknown: '未开启消息记录',
  deliveryEstimated: '按内容匹配，仅供参考',
  deliveryUnknownHint: '要确认机器人是否真的发出，请先开启消息记录（开启后的群发才能核对）：',
  deliveryHistoryLink: '前往消息记录',
  deliveryFriendsNote: '好友私聊的记录不带对方信息，只能按内容和时间先后匹配，结果仅供参考。',
};

export type BulkSendPageMessages = typeof zhCN;

/** The current locale's 群发助手 texts. */
export const useBulkSendPageMessages = messagesHook<BulkSendPageMessages>({ 'zh-CN': zhCN });
