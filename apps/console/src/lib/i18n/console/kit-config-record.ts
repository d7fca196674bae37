import { messagesHook } from '../messages';

/**
 * The texts of the pages that edit part of the robot config as a form (基础配置, 文件存储, 聊天总结), zh-CN: loading
 * and saving the record (kit/config-record). Each form's own labels come with its lazy chunk.
 */
const zhCN = {
  missing: '请先初始化配置文件',
  loading: '正在加载配置…',
  loadFailed: '配置加载失败',
  retry: '重试',
  init: '初始化配置',
  save: '保存',
  saved: '更新成功',
  saveHint: '保存后机器人会自动更新配置',
  conflict: '配置已在别处被修改，请重新加载最新配置后再修改。',
  reload: '重新加载',
};

export type ConfigRecordMessages = typeof zhCN;

/** The current locale's config record texts. */
export const useConfigRecordMessages = messagesHook<ConfigRecordMessages>({ 'zh-CN': zhCN });
