import type { Locale } from '../../../../lib/i18n/catalogues';
import { messagesHook } from '../../../../lib/i18n/messages';

/**
 * The texts of the 回调事件 dialog (zh-CN): fields, checks, help tables and the test call. They load with the
 * dialog; the list page's texts (callback-messages.ts) do not carry them.
 */
const zhCN = {
  keywords: '关键词',
  keywordsHint: '输入后按回车添加，可添加多个',
  reg: '匹配方式',
  scope: '生效范围',
  needAt: '群聊中需要 @ 机器人才回复',
  type: '回调类型',
  typeBuiltIn: '平台内置事件',
  typeCustom: '自定义回调地址',
  event: '内置事件',
  eventPlaceholder: '请选择事件',
  eventsFailed: '内置事件列表加载失败，请稍后重新打开',
  customUrl: '回调地址',
  customUrlHint: '以 http:// 或 https:// 开头，机器人按下方说明 POST 请求这个地址',
  timeout: '超时时间（秒）',
  timeoutHint: '机器人等待接口返回的最长时间；0 表示 60 秒',
  moreData: '自定义参数',
  moreDataHint: '随请求一起发送的固定参数，例如接口的密钥或城市',
  parameterName: '参数名',
  parameterValue: '参数值',
  parameterNameLabel: '第 {n} 个参数的参数名',
  parameterValueLabel: '第 {n} 个参数的参数值',
  addParameter: '添加参数',
  removeParameter: '删除第 {n} 个参数',
  noParameters: '还没有自定义参数',
  // The checks of spec §5 "Callback event form".
  keywordsRequired: '关键词必填',
  keywordUsed: '关键词“{word}”已在其他回调事件中使用，机器人只会调用第一条',
  eventRequired: '事件必选',
  addressRequired: '回调地址必填',
  addressFormat: '地址格式错误，请以 http:// 或 https:// 开头',
  timeoutInvalid: '超时时间须为不小于 0 的整数',
  parameterNameRequired: '填写了参数值的参数必须有参数名',
  parameterDuplicate: '参数名“{name}”重复',
  parameterReserved: '参数名“{name}”与请求字段重名，机器人会忽略它',
  // Help (spec §3 "Custom callback request"; the robot's request and the answer it reads).
  help: '接口说明',
  requestTitle: '请求：POST，JSON 格式（Content-Type: application/json）',
  requestCaption: '请求字段',
  responseTitle: '返回：HTTP 200，JSON 格式，结构必须如下',
  responseCaption: '返回字段',
  columnField: '字段',
  columnMeaning: '说明',
  requestFields: {
    uid: '发送者的微信 ID',
    uname: '发送者的昵称',
    roomId: '群 ID，私聊时为空',
    roomName: '群名称，私聊时为空',
    isMention: '是否 @ 了机器人：1 是，0 否',
    word: '用户发送的消息（用户的问题）',
    timestamp: '消息时间，Unix 时间戳（秒）',
  },
  customFields: '自定义参数',
  customFieldsMeaning: '上面填写的参数名和参数值；与以上字段重名的参数不会发送',
  responseFields: [
    ['code', '200 表示成功；其他值时机器人把 msg 作为文字回复'],
    ['msg', '说明文字，code 不是 200 时发送'],
    ['data', '消息数组，机器人按顺序发送；为空则不回复'],
    ['data[].type', '1 文字、2 文件、3 图片（base64）、4 链接、5 小程序、8 语音'],
    ['data[].content', '文字内容（type 1）'],
    ['data[].url', '文件、图片、链接或语音的地址（type 2、3、4、8）'],
    ['data[].title / description / thumbUrl', '链接或小程序卡片的标题、描述和缩略图（type 4、5）'],
  ] as const,
  example: '示例：{"code":200,"data":[{"type":1,"content":"今天晴，25℃"}]}',
  // The test call.
  test: '测试',
  testing: '测试中…',
  testHint: '服务器用示例请求调用一次回调地址（不经过机器人），并检查返回是否符合上面的结构。',
  testNeedsAddress: '请先填写正确的回调地址',
  testFailed: '测试没有完成，请稍后再试',
  testRequest: '发送的请求',
  testAnswer: '收到的返回（HTTP {status}，{ms} 毫秒）',
  testNoAnswer: '没有收到返回（{ms} 毫秒）',
  testProblems: '不符合的地方',
};

export type CallbackFormMessages = typeof zhCN;

/** The dialog's texts by locale (its checks run outside React: they take the locale's texts from here). */
export const callbackFormMessages: Record<Locale, CallbackFormMessages> = { 'zh-CN': zhCN };

/** The current locale's 回调事件 dialog texts. */
export const useCallbackFormMessages = messagesHook<CallbackFormMessages>(callbackFormMessages);
