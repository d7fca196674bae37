import { messagesHook } from '../messages';

/** The password prompt's own texts (zh-CN); the pages that open it give its title, description and action. */
const zhCN = {
  password: '登录密码',
  passwordRequired: '请输入登录密码',
  cancel: '取消',
};

export type PasswordPromptMessages = typeof zhCN;

/** The current locale's password prompt texts. */
export const usePasswordPromptMessages = messagesHook<PasswordPromptMessages>({ 'zh-CN': zhCN });
