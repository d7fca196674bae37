import { messagesHook } from '../../lib/i18n/messages';

/** The landing page's texts (zh-CN); its feature list is the member benefits of the console catalogue. */
const zhCN = {
  nav: '站点导航',
  features: '功能',
  examples: '示例',
  docs: '文档',
  console: '控制台',
  loginOrRegister: '登录/注册',
  headline: '智能微秘书',
  tagline: '让你的个人微信拥有一位 7×24 小时在线的智能秘书：自动回复、定时任务、群管理、AI 对话，一处配置。',
};

export type LandingMessages = typeof zhCN;

/** The current locale's landing page texts. */
export const useLandingMessages = messagesHook<LandingMessages>({ 'zh-CN': zhCN });
