import type { Locale } from '../../../../lib/i18n/catalogues';
import { messagesHook } from '../../../../lib/i18n/messages';

/** The 多群消息同步 dialog's texts (zh-CN): loaded with the dialog, not with the list. */
const zhCN = {
  model: '同步方式',
  modelHints: {
    1: '来源群的消息同步到下面选择的每个群',
    2: '下面选择的每个群的消息都汇总到一个群',
    3: '选择的群之间互相同步，每个群都会收到其他群的消息',
  },
  oneSource: '消息来源群',
  oneTarget: '汇总到的群',
  manyTargets: '同步到的群',
  manySources: '消息来源群',
  manyPeers: '互相同步的群',
  oneHint: '输入群名称搜索机器人的群，也可直接输入群名称',
  manyHint: '输入群名称搜索机器人的群，可选多个；也可直接输入群名称后按回车',
  forward: '同步内容',
  forwardHints: {
    1: '只同步文字，以“[发送人@群名]: 内容”的格式发出',
    2: '文字同上，图片、文件、链接等其他消息原样转发',
  },
  oneSourceRequired: '请选择消息来源群',
  oneTargetRequired: '请选择汇总到的群',
  manyTargetsRequired: '请至少选择一个同步到的群',
  manySourcesRequired: '请至少选择一个消息来源群',
  manyPeersRequired: '请至少选择两个群',
  sameGroup: '“{name}”已选为{role}，请选择其他群',
  topicsMissing:
    '机器人的群列表里没有：{names}。机器人按群名称找群，名称不一致的群不会同步；请检查群名称，或在群列表中刷新。',
  separator: '、',
  searchEmpty: '无匹配项',
  searching: '加载中',
  searchFailed: '搜索失败',
};

export type RoomSyncFormMessages = typeof zhCN;

const catalogues: Record<Locale, RoomSyncFormMessages> = { 'zh-CN': zhCN };

/** The current locale's 多群消息同步 dialog texts. */
export const useRoomSyncFormMessages = messagesHook<RoomSyncFormMessages>(catalogues);

/** A locale's dialog texts outside React: the checks take them when the form loads. */
export const roomSyncFormMessages = (locale: Locale): RoomSyncFormMessages => catalogues[locale];
