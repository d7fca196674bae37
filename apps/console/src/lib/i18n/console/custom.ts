import { messagesHook } from '../messages';

/** The custom centre's page texts (zh-CN); the form's own labels come with its lazy chunk. */
const zhCN = {
  forbidden: '你没有开通定制中心',
  forbiddenDescription: '定制中心需要单独开通，请联系管理员。',
  saved: '更新成功',
};

export type CustomMessages = typeof zhCN;

/** The current locale's custom centre texts. */
export const useCustomMessages = messagesHook<CustomMessages>({ 'zh-CN': zhCN });
