import { messagesHook } from '../../lib/i18n/messages';

/** The dashboard's texts (zh-CN): robot status, scan login, verify code, notices, first-run checklist. */
const zhCN = {
  loading: '正在加载机器人状态…',
  robot: '机器人',
  status: '登录状态',
  robotName: '机器人昵称',
  robotNameUnknown: '未登录',
  lastHeartbeat: '最近心跳',
  configFetched: '最近拉取配置',
  never: '暂无',
  scanTitle: '扫码登录',
  scanHint: '请使用微信扫描二维码登录机器人，二维码每隔几秒自动刷新。',
  qrLabel: '机器人登录二维码',
  qrPending: '等待机器人上报二维码…',
  verifyTitle: '登录验证码',
  verifyHint: '登录时如果微信要求输入验证码，请在此填写，机器人会自动提交。',
  verifyLabel: '验证码',
  verifySubmit: '提交验证码',
  verifyRequired: '请输入验证码',
  verifySaved: '验证码已提交',
  verifyCurrent: '当前验证码：{code}',
  noticesTitle: '系统公告',
  noNotices: '暂无公告',
  checklistTitle: '新手指引',
  checklistDescription: '完成以下三步，让机器人开始工作。',
  stepConfig: '创建配置',
  stepConfigHint: '在“基础配置”中保存一份机器人配置。',
  stepApiKey: '获取 API Key',
  stepApiKeyHint: '在“开放API”页面复制 apiKey 与 apiSecret，填入机器人插件。',
  stepConnect: '连接机器人',
  stepConnectHint: '启动机器人并扫码登录，登录状态变为“已登录”即完成。',
  stepDone: '已完成',
  stepTodo: '未完成',
  goConfig: '去配置',
  goApiKey: '查看密钥',
};

export type DashboardMessages = typeof zhCN;

/** The current locale's dashboard texts. */
export const useDashboardMessages = messagesHook<DashboardMessages>({ 'zh-CN': zhCN });
