import { messagesHook } from '../messages';

/**
 * The rule simulator panel's texts (zh-CN): its fields, the verdict and the earlier layers. A module of its own,
 * loaded with the panel when 规则模拟 is opened, not with the rule pages.
 */
const zhCN = {
  title: '规则模拟',
  savedNote: '按已保存的配置模拟：未保存的修改不包括在内。',
  intro: '输入一条消息，看机器人按实际的处理顺序由哪一层回复、回复什么，以及前面各层为什么没有回复。',
  text: '消息内容',
  textPlaceholder: '例如：价格',
  textRequired: '请输入消息内容',
  chat: '聊天类型',
  private: '私聊',
  room: '群聊',
  friend: '好友',
  friendHint: '发消息的好友的昵称',
  group: '群聊名称',
  groupHint: '消息所在的群',
  targetRequired: '请输入名称',
  sender: '发送者',
  senderHint: '群里发消息的成员的昵称（按成员生效的 AI 对话会用到）',
  mentionsRobot: '@机器人',
  searchEmpty: '没有找到，可直接使用输入的名称',
  searching: '搜索中',
  searchFailed: '搜索失败，可直接使用输入的名称',
  run: '模拟',
  loading: '正在读取已保存的配置…',
  loadFailed: '没有读取到已保存的配置，请稍后重试。',
  retry: '重试',
  verdictTitle: '模拟结果',
  answeredBy: '由“{layer}”回复',
  silentBy: '由“{layer}”处理，不回复',
  noReply: '不回复',
  nobody: '没有任何一层回复，各层的原因见下方',
  replies: '回复：{reply}',
  asks: '发给服务的内容：{question}',
  sideEffect: '同时：{effect}',
  mentionSender: '群聊中回复前会@发送者',
  earlierTitle: '前面各层',
  laterNote: '之后的各层不再处理这条消息。',
  noEarlier: '这是第一层。',
  announce: '模拟结果：{verdict}',
  outcomes: { answers: '回复', skipped: '未回复', 'not-applicable': '不适用' } as Record<string, string>,
};

export type RuleSimulatorMessages = typeof zhCN;

/** The simulator panel's texts in the current locale. */
export const useRuleSimulatorMessages = messagesHook<RuleSimulatorMessages>({ 'zh-CN': zhCN });
