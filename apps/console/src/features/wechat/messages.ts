import { messagesHook } from '../../lib/i18n/messages';

/** The robot config page's texts (zh-CN): loading and saving the config, then the form's sections and labels. */
const zhCN = {
  missing: '请先初始化配置文件',
  loading: '正在加载配置…',
  loadFailed: '配置加载失败',
  retry: '重试',
  formLabel: '机器人基础配置',
  init: '初始化配置',
  save: '保存',
  saved: '更新成功',
  saveHint: '保存后机器人会自动更新配置',
  conflict: '配置已在别处被修改，请重新加载最新配置后再修改。',
  reload: '重新加载',
  reveal: '显示',
  numbers: { required: '请输入数字', min: '不能小于 {min}', max: '不能大于 {max}' },
  sections: { basic: '基础设置', friend: '好友', ai: 'AI 对话' },
  fields: {
    defaultReply: '默认回复',
    autoReply: '开启自动回复',
    botScope: '回复范围',
    roomAt: '群聊中需要 @ 机器人才回复',
    friendNoReplyInRoom: '好友在群聊中 @ 时不回复',
    ignoreRoomMentionAll: '忽略群里的 @所有人',
    preventLength: '消息长度上限',
    preventWords: '屏蔽词',
    preventWordsHint: '多个用英文逗号分隔，包含屏蔽词的消息不回复',
    showQuestion: '回复时引用提问',
    parseMini: '解析小程序卡片',
    openRecord: '记录聊天内容',
    chatFilter: '开启内容审核',
    autoAcceptFriend: '自动通过好友申请',
    acceptFriendKeyWords: '通过好友的关键词',
    defaultBot: 'AI 服务',
    gpttoken: 'API Key',
    openaiModel: '模型',
    openaiTimeout: '超时时间（秒）',
    openaiSystemMessage: '系统提示词',
    proxyPassUrl: '接口地址',
    proxyUrl: '代理地址',
    openaiDebug: '调试模式',
    difyAgent: 'Agent 应用',
    coze_showSuggestions: '显示建议问题',
    token: '{name} Token',
    apiKey: '{name} API Key',
    botId: '{name} Bot ID',
    baseUrl: '{name} 接口地址',
    tianxing: '天行',
    tuling: '图灵',
  },
};

export type WechatMessages = typeof zhCN;

/** The current locale's robot config texts. */
export const useWechatMessages = messagesHook<WechatMessages>({ 'zh-CN': zhCN });
