import { messagesHook } from '../../../../lib/i18n/messages';

/** The 聊天总结 form's texts (zh-CN): loaded with the form, after the page. */
const zhCN = {
  formLabel: '聊天总结配置',
  intro:
    '好友或群成员发送触发关键词时，机器人用所选的 AI 服务总结这个聊天最近的消息并回复。机器人只能总结它记录下的聊天。',
  recordOff: '聊天记录未开启：机器人没有可总结的聊天。请先在基础配置中开启“聊天记录”。',
  sections: { trigger: '触发方式', range: '总结范围', ai: 'AI 服务' },
  open: '开启聊天总结',
  openHint: '关闭后保留下面的设置，机器人不再总结',
  keywords: '触发关键词',
  keywordsHint: '输入后按回车添加，例如“总结一下”',
  reg: '匹配方式',
  scope: '生效范围',
  needAt: '群聊中需要 @机器人',
  needAtHint: '开启后，群里的触发关键词需要同时 @机器人 才会总结',
  summerType: '总结方式',
  summerTime: '时间范围',
  summerTimeHint: '总结这段时间内的聊天',
  summerNum: '消息条数',
  summerNumHint: '总结最近的这些条消息',
  countLabel: '最近{count}条',
  botType: 'AI 服务',
  token: '密钥（API Key）',
  reveal: '显示',
  baseUrl: '接口地址',
  baseUrlHint: '留空时使用默认地址',
  model: '模型',
  modelHint: '留空时使用机器人的默认模型',
  botId: '机器人编号（botId）',
  prompt: '总结提示词',
  promptHint: '告诉 AI 怎样总结，例如“请按话题列出要点，并标出待办事项”；留空时使用默认提示词',
};

export type SummaryFormMessages = typeof zhCN;

/** The current locale's 聊天总结 form texts. */
export const useSummaryFormMessages = messagesHook<SummaryFormMessages>({ 'zh-CN': zhCN });
