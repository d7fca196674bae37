import { messagesHook } from '../../../lib/i18n/messages';

/** 机器人最近发出 under a scheduled task's times (vip): in the line's own chunk, not in the list's. */
const zhCN = {
  label: '机器人最近发出：',
  notSeen: '未见发出',
  notRecording: '开启消息记录后可见',
  unidentifiable: '私聊无法确认',
  ofRoom: '（{name}）',
  othersNotSeen: '，另有 {count} 个群未见发出',
};

export type LastSentMessages = typeof zhCN;

export const useLastSentMessages = messagesHook<LastSentMessages>({ 'zh-CN': zhCN });
