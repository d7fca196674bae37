/**
 * The console catalogue: the messages beyond the core catalogue (../zh-CN.ts) that the console and docs frames
 * show (page titles, menus, footer) and the few that several areas share. `useConsoleMessages()` merges both; it
 * loads with the frames, never with the entry (login, guards). An area's own texts live in its `messages.ts`
 * (e.g. features/dashboard/main/messages.ts), texts of several console areas in a module here (contacts.ts), so each
 * loads with its lazy chunk only. A new locale adds a file of this shape too (typed by `ConsoleOnlyMessages`).
 */
export const consoleZhCN = {
  app: {
    copyright: 'Copyright © {year} 智能微秘书 版权所有',
  },
  /** Page titles by route name (document.title, breadcrumb, sidebar). */
  routes: {
    Docs: '文档中心',
    about: '关于',
    changeLog: '更新日志',
    newFeature: '新功能',
    install: '安装部署',
    question: '常见问题',
    faq: 'FAQ',
    setting: '配置说明',
    keyword: '关键词',
    callback: '回调事件说明',
    chatgpt: 'ChatGPT 接入',
    aiproxy: 'AI 代理',
    contentCensor: '内容审核',
    puppetxp: 'Puppet XP',
    puppetengine: 'Puppet Engine',
    dashboard: '首页',
    dashboardMain: '首页',
    wechat: '智能配置',
    wechatIndex: '基础配置',
    keywords: '简单问答',
    keywordsEvent: '技能中心',
    uploadFile: '文件存储',
    vip: '高级功能',
    userGroup: '群发助手',
    privateForward: '转发助手',
    roomAsync: '多群消息同步',
    callbackEvent: '回调事件',
    rssNews: 'RSS推送',
    summerChat: '聊天总结',
    messageHistory: '消息记录',
    aibot: 'GPT对话配置',
    customchat: '自定义对话',
    promotstore: '预设角色',
    schedule: '定时任务',
    day: '每日说',
    customContent: '自定义内容',
    countdown: '倒计时',
    scheduleCustom: '素材定时发送',
    news: '新闻资讯',
    tasks: '提醒任务',
    contact: '好友管理',
    contactList: '好友列表',
    group: '群管理',
    room: '群列表',
    groupIndex: '关键词进群',
    material: '素材库',
    word: '文字素材',
    file: '文件素材',
    h5: 'H5链接',
    mini: '小程序',
    openApi: '开放API',
    oapi: '开放API',
    custom: '定制中心',
    gptChat: '多模态GPT',
    member: '会员中心',
    memberMain: '会员中心',
    account: '账号',
    accountSecurity: '账号安全',
  } as Record<string, string>,
  vip: {
    blockedDescription: '开通会员后即可使用本页面的全部功能。',
  },
  layout: {
    menu: '主菜单',
    openMenu: '打开菜单',
    closeMenu: '关闭菜单',
    collapseMenu: '收起菜单',
    expandMenu: '展开菜单',
    breadcrumb: '面包屑',
    greeting: '你好，{name}',
    memberCentre: '会员中心',
    accountSecurity: '账号安全',
    logout: '退出登录',
    vip: 'VIP',
  },
  docs: {
    menu: '文档目录',
  },
  /** The public pages' way into the console (landing navbar, docs header). */
  site: {
    console: '控制台',
    loginOrRegister: '登录/注册',
  },
  /** Shown by the member centre and by the landing page. */
  member: {
    benefits: [
      '高级功能：群发助手、转发助手、多群消息同步、回调事件、RSS推送、聊天总结',
      'GPT对话配置：自定义对话与预设角色',
      '素材库：H5链接与小程序素材',
      '开放API：用 apiKey / apiSecret 接入机器人与自有系统',
    ],
  },
};

export type ConsoleOnlyMessages = typeof consoleZhCN;
