import { messagesHook } from '../../../lib/i18n/messages';

/** The open API page's texts (zh-CN): the two key pairs and the guide. */
const zhCN = {
  credentialsHint: '请妥善保管密钥，不要泄露给他人。apiSecret 只用于计算签名，请求中不要发送它。',
  robotTitle: '机器人密钥',
  robotHint:
    '填入机器人插件的 apiKey 与 apiSecret，只供机器人使用。通过邮件重置密码或“退出所有设备”后会自动更换，届时请把新密钥填入机器人。',
  openApiTitle: '开放接口密钥',
  openApiHint: '供你自己的程序调用下方的开放接口，只能用于开放接口；机器人密钥不能调用开放接口。',
  hidden: '密钥已隐藏：验证登录密码后显示。',
  revealKeys: '显示密钥',
  revealTitle: '验证登录密码',
  revealDescription: '查看密钥需要再次输入登录密码。',
  apiKey: 'apiKey',
  apiSecret: 'apiSecret',
  show: '显示 {name}',
  copy: '复制 {name}',
  copied: '已复制 {name}',
  copyFailed: '复制失败，请手动复制',
  reset: '重置密钥',
  resetTitle: '重置{name}',
  resetRobot: '重置后旧的机器人密钥立即失效，机器人要填入新密钥才能继续工作。请输入登录密码确认重置。',
  resetOpenApi: '重置后旧的开放接口密钥立即失效，使用它的程序要换用新密钥。请输入登录密码确认重置。',
  resetOk: '确定重置',
  resetDone: '密钥已重置',
  docsTitle: '接口说明',
  docsIntro: '开放接口的地址都以 {prefix} 开头，返回 {envelope}，code 为 200 表示成功。',
  signTitle: '签名规则',
  signSteps: [
    '每个请求都带上开放接口密钥的 apiKey、timestamp（毫秒时间戳）和 nonce（随机数字串）。',
    '取除 sign 以外的全部参数，按参数名升序排序，拼成 key=value 并用 & 连接（对象和数组写成 JSON，值不做 URL 编码）。',
    '拼出字符串 <apiSecret>&ApiSecret=<上一步的结果>。',
    '对它计算 MD5，转成大写十六进制，就是 sign。',
  ],
  exampleTitle: '示例',
  exampleGet: 'GET 请求：参数放在查询字符串里',
  examplePost: 'POST 请求：参数放在 JSON 请求体里',
  exampleSign: '用 Node.js 计算签名',
  limits: '开放接口仅对会员开放，每个密钥每分钟最多调用 60 次；机器人不在线时返回 code 409（机器人不在线）。',
  sendNote: '发送消息等接口的具体地址与参数随机器人网关一同发布，详见机器人网关的接口文档。',
};

export type OapiMessages = typeof zhCN;

/** The current locale's open API page texts. */
export const useOapiMessages = messagesHook<OapiMessages>({ 'zh-CN': zhCN });
