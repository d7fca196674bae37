/**
 * Preset roles (prompt store), the custom centre and the common lists of spec §7 "Common", "Preset roles" and
 * "Robot config" (channel lists).
 */
import { z } from 'zod';
import { PAGE_SIZE_MAX, PROMPT_CONTENT_MAX_LENGTH, PROMPT_NAME_MAX_LENGTH } from './content-constants.ts';

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
