/**
 * Preset roles (prompt store), the custom centre and the common lists of spec §7 "Common", "Preset roles" and
 * "Robot config" (channel lists).
 */
import { z } from 'zod';
import { DIFY_WORKFLOW_SORT_ID } from './batch-task-constants.ts';

export const PROMPT_NAME_MAX_LENGTH = 64;
export const PROMPT_CONTENT_MAX_LENGTH = 20_000;
export const PAGE_SIZE_MAX = 100;

/** A preset role for GPT dialogue: built-in ones are readable by everyone and not editable. */
export interface PresetRole {
  id: string;
  name: string;
  content: string;
  builtIn: boolean;
}

export const presetRoleSchema = z.object({
  id: z.string().max(64).optional(),
  userId: z.string().max(64).optional(),
  name: z
    .string({ error: '请输入角色名称' })
    .trim()
    .min(1, '请输入角色名称')
    .max(PROMPT_NAME_MAX_LENGTH, `角色名称不能超过 ${PROMPT_NAME_MAX_LENGTH} 个字符`),
  content: z
    .string({ error: '请输入角色设定' })
    .trim()
    .min(1, '请输入角色设定')
    .max(PROMPT_CONTENT_MAX_LENGTH, `角色设定不能超过 ${PROMPT_CONTENT_MAX_LENGTH} 个字符`),
});

/**
 * The one paging rule of every list call: `current` (1-based) and `pageSize` (≤ PAGE_SIZE_MAX, 10 by default), as
 * query strings. Each list's query schema extends it with its own filters.
 */
export const pageSchema = z.object({
  current: z.coerce.number({ error: '页码不正确' }).int('页码不正确').min(1, '页码不正确').default(1),
  pageSize: z.coerce
    .number({ error: '每页条数不正确' })
    .int('每页条数不正确')
    .min(1, '每页条数不正确')
    .max(PAGE_SIZE_MAX, `每页最多 ${PAGE_SIZE_MAX} 条`)
    .default(10),
});

/** `GET /api/promot_store`: a page, optionally filtered by `name`. */
export const pageQuerySchema = pageSchema.extend({
  name: z.string().trim().max(64).optional(),
  userId: z.string().max(64).optional(),
});

export interface Page<T> {
  count: number;
  list: T[];
}

/** News categories for the news schedule (`GET /api/wechat/channellist`). */
export const NEWS_CHANNELS: readonly { colid: number; name: string }[] = [
  '社会',
  '国内',
  '国际',
  '娱乐',
  '体育',
  'NBA',
  '足球',
  '科技',
  '创业',
  '苹果',
  '军事',
  '移动互联',
  '旅游',
  '健康',
  '奇闻',
  'VR',
  'IT',
  '汽车',
  '财经',
  '游戏',
  '女性',
  '动漫',
  '互联网',
  '区块链',
  '人工智能',
  '科学探索',
  '环境保护',
].map((name, i) => ({ colid: i + 1, name }));

/**
 * Sources of 自定义内容 (`GET /api/wechat/customchannellist`): only the Dify workflow the robot runs itself
 * (`isLocal`). The server has no content service behind other ids (`GET /customnews` answers `[]`), so it offers
 * none (docs/decisions/018-batch-tasks.md).
 */
export const CUSTOM_CHANNELS: readonly { sortId: number; name: string }[] = [
  { sortId: DIFY_WORKFLOW_SORT_ID, name: 'Dify 工作流' },
];
