/**
 * Per-user caps on what a user (or their robot) can store. The server reads each from an environment variable
 * (README "Runtime contract"); these are the defaults.
 */
import { GPT_CONFIG_MAX } from './gpt-config-constants.ts';

export interface Quotas {
  /** Friends the robot may upload. WeChat stops at 10 000; WeCom accounts allow 20 000 external contacts. */
  friends: number;
  /** Groups the robot may upload: an account rarely sits in more than a few thousand. */
  rooms: number;
  materials: number;
  /** The user's own preset roles (the built-in ones do not count). */
  presetRoles: number;
  /** Reminders set through the robot, pending and done (the console deletes old ones). */
  reminders: number;
  /** Bytes of uploaded files kept for the user. */
  uploadBytes: number;
  /** Per-target AI configs (自定义对话). */
  gptConfigs: number;
  /** Bytes of 消息记录 text (content, link and media details) kept for the user. */
  messageBytes: number;
}

export type QuotaKind = keyof Quotas;

const MB = 1024 * 1024;

export const QUOTA_DEFAULTS: Readonly<Quotas> = {
  friends: 20_000,
  rooms: 5_000,
  materials: 2_000,
  presetRoles: 200,
  reminders: 1_000,
  uploadBytes: 1024 * MB,
  gptConfigs: GPT_CONFIG_MAX,
  messageBytes: 100 * MB,
};

function sizeText(bytes: number): string {
  return bytes >= MB ? `${Math.floor(bytes / MB)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/** What a user is told when a cap is reached. */
export function quotaReachedMessage(kind: QuotaKind, cap: number): string {
  switch (kind) {
    case 'friends':
      return `好友数量已达上限（${cap} 个），超出的好友未保存`;
    case 'rooms':
      return `群数量已达上限（${cap} 个），超出的群未保存`;
    case 'materials':
      return `素材数量已达上限（${cap} 个），请删除不需要的素材后再添加`;
    case 'presetRoles':
      return `预设角色数量已达上限（${cap} 个），请删除不需要的角色后再添加`;
    case 'reminders':
      return `提醒数量已达上限（${cap} 条），请在控制台删除不需要的提醒`;
    case 'uploadBytes':
      return `文件存储空间已满（上限 ${sizeText(cap)}），请删除不需要的素材后再上传`;
    case 'gptConfigs':
      return `自定义对话配置数量已达上限（${cap} 个），请删除不需要的配置后再添加`;
    case 'messageBytes':
      return `消息记录存储空间已满（上限 ${sizeText(cap)}），新消息未保存，请在控制台清理或等待过期记录自动删除`;
  }
}
