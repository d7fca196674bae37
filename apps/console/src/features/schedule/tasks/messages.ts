import { messagesHook } from '../../../lib/i18n/messages';

/** The reminder list's texts (zh-CN). */
const zhCN = {
  actions: '操作',
  taskTable: '提醒任务列表',
  setter: '设置人',
  subscribe: '提醒对象',
  time: '时间',
  loop: '循环',
  yes: '是',
  no: '否',
  taskContent: '内容',
  status: '状态',
  pending: '待提醒',
  done: '已完成',
  createdAt: '创建时间',
  remove: '删除',
  removeLabel: '删除提醒：{content}',
  removeTitle: '删除提醒',
  removeConfirm: '确定删除这条提醒吗？删除后机器人不会再提醒“{subscribe}”。',
  removed: '删除成功',
  noTasks: '暂无提醒任务',
  noTasksDescription:
    '提醒通过和机器人聊天设置：给机器人发送“提醒 我 明天早上8点 开会”这样的消息，机器人会记下并按时提醒，设置的提醒会出现在这里。',
};

export type ScheduleMessages = typeof zhCN;

/** The current locale's reminder list texts. */
export const useScheduleMessages = messagesHook<ScheduleMessages>({ 'zh-CN': zhCN });
