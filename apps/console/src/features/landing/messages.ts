import { messagesHook } from '../../lib/i18n/messages';

/** The landing page's texts (zh-CN). */
const zhCN = {
  nav: '站点导航',
  home: '首页',
  features: '功能',
  examples: '示例',
  docs: '文档',
  headline: '智能微秘书',
  tagline: '让你的个人微信拥有一位 7×24 小时在线的智能秘书：自动回复、定时任务、群管理、AI 对话，一处配置。',
  start: '开始使用',
  readDocs: '部署文档',
  featuresLead: '在浏览器里配置，机器人即时生效：配置经 MQTT 推送到你的机器人，无需重启。',
  /** The main features, each with a screenshot of the console (public/landing/<shot>.jpg, npm run screenshots). */
  featureList: [
    {
      shot: 'keywords',
      title: '关键词问答与技能',
      text: '精确或模糊匹配关键词，回复文字、图片、文件、链接卡片与小程序；加群关键词、入群欢迎与技能中心一应俱全。',
      alt: '控制台的简单问答页面：关键词规则列表',
    },
    {
      shot: 'groups',
      title: '好友与群管理',
      text: '机器人上报的好友与群聊一目了然，按名称搜索，一键给单个群或好友发消息，或批量群发。',
      alt: '控制台的群列表页面：机器人所在的群聊',
    },
    {
      shot: 'schedule',
      title: '定时任务',
      text: '每日提醒、倒计时、素材定时发送、新闻资讯：用 cron 表达式精确到秒，随时暂停或立即执行。',
      alt: '控制台的每日说页面：定时消息列表',
    },
    {
      shot: 'dashboard',
      title: '一览机器人状态',
      text: '首页显示机器人在线状态、登录账号与会员权益，配置初始化与机器人接入的每一步都有提示。',
      alt: '控制台首页：机器人状态与账号信息',
    },
  ],
  moreTitle: '还有更多',
  more: [
    'AI 对话：接入 OpenAI 兼容接口、Dify 等，按好友或群单独配置',
    '转发助手与多群消息同步',
    '回调事件：把消息交给你自己的服务处理',
    'RSS 推送与聊天总结',
    '素材库：文字、文件、H5 链接与小程序',
    '开放 API：用 apiKey / apiSecret 接入自有系统',
  ],
  examplesLead: '几个运营者每天都在用的场景：',
  exampleList: [
    {
      title: '社群运营',
      text: '新人发送「进群」自动收到邀请，入群即收到欢迎语与群规；群里有人问「活动时间」，机器人立即回复。',
    },
    {
      title: '门店客服',
      text: '「营业时间」「地址」「怎么预约」等常见问题交给简单问答，其余问题交给 AI，并在深夜提示人工上班时间。',
    },
    {
      title: '每日早报',
      text: '每天早上 8 点把新闻资讯与天气推送到多个群，节假日前一天发送倒计时提醒。',
    },
    {
      title: '接入自有系统',
      text: '用回调事件把指定消息转给你的服务，由它决定回复什么；或通过开放 API 主动发消息。',
    },
  ],
  selfHostTitle: '自己部署，一条命令',
  selfHostLead: '数据留在你自己的服务器上。默认使用内置的 SQLite 与 MQTT，无需任何其他服务：',
  selfHostCommand: 'npm ci && npm start',
  selfHostScale:
    '规模变大时，设置 DATABASE_URL 改用 PostgreSQL，设置 MQTT_URL 接入外部 MQTT Broker（Mosquitto、EMQX），上传文件可存入任意 S3 兼容存储。',
  selfHostMore: '阅读安装部署文档',
  copyright: 'Copyright © 2025 智能微秘书 版权所有',
};

export type LandingMessages = typeof zhCN;

/** The landing page's texts by locale. */
export const landingCatalogues = { 'zh-CN': zhCN };

/** The current locale's landing page texts. */
export const useLandingMessages = messagesHook<LandingMessages>(landingCatalogues);
