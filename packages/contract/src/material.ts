/**
 * Materials (spec §3 "Material", §5 "Material form"): the request shape of `material/add` and
 * `material/rich/add`, with the spec's messages, enforced by the server and used by the console's form.
 */
import { z } from 'zod';
import { isHttpUrl } from './checks.ts';
import { MaterialType } from './constants.ts';
import { pageSchema } from './content.ts';

const optionalText = (max: number) => z.string().trim().max(max, `不能超过 ${max} 个字符`).optional();
// Aborts when too long, so the URL format check below never runs over an over-long input.
const url = z.string().trim().max(2048, { message: '链接过长', abort: true });

export const materialSchema = z
  .object({
    id: z.string().max(64).optional(),
    userId: z.string().max(64).optional(),
    type: z.literal([MaterialType.TEXT, MaterialType.FILE, MaterialType.H5, MaterialType.MINI_PROGRAM], {
      error: '素材类型不正确',
    }),
    name: z.string({ error: '素材别名必填' }).trim().min(1, '素材别名必填').max(64, '素材别名不能超过 64 个字符'),
    tag: optionalText(32),
    content: z.string().max(20_000, '内容不能超过 20000 个字符').optional(),
    url: url.optional(),
    fileType: optionalText(32),
    title: optionalText(128),
    description: optionalText(1024),
    thumbUrl: url.optional(),
    thumbKey: optionalText(512),
    appid: optionalText(64),
    username: optionalText(64),
    pagePath: optionalText(512),
    iconUrl: url.optional(),
  })
  .superRefine((m, ctx) => {
    const need = (field: keyof typeof m, message: string) => {
      const value = m[field];
      if (typeof value !== 'string' || value.trim() === '') ctx.addIssue({ code: 'custom', path: [field], message });
    };
    const httpUrl = (field: 'url' | 'thumbUrl' | 'iconUrl', message: string) => {
      const value = m[field];
      if (value && !isHttpUrl(value)) ctx.addIssue({ code: 'custom', path: [field], message });
    };
    if (m.type === MaterialType.TEXT) need('content', '内容必填');
    if (m.type === MaterialType.FILE) need('url', '文件必传');
    if (m.type === MaterialType.H5) {
      need('url', 'h5 url必填');
      need('title', 'h5卡片标题必填');
      need('description', 'h5描述必填');
      need('thumbUrl', '缩略图必传');
    }
    if (m.type === MaterialType.MINI_PROGRAM) {
      for (const field of ['appid', 'username', 'title', 'description', 'pagePath'] as const)
        need(field, `${field}必填`);
      need('thumbUrl', '缩略图必传');
    }
    httpUrl('url', '链接格式不正确，需以 http:// 或 https:// 开头');
    httpUrl('thumbUrl', '缩略图地址格式不正确');
    httpUrl('iconUrl', '图标地址格式不正确');
  });
export type MaterialInput = z.infer<typeof materialSchema>;

/** A stored material, as `material/list` and `material/detail` answer it. */
export interface Material extends Omit<MaterialInput, 'userId' | 'id'> {
  id: string;
  createdAt: number;
  updatedAt: number;
}

/** `GET /api/material/list`: a page of one type, optionally filtered by `name` and `tag`. */
export const materialListSchema = pageSchema.extend({
  name: z.string().trim().max(64).optional(),
  tag: z.string().trim().max(32).optional(),
  type: z.coerce.number().int().optional(),
  userId: z.string().max(64).optional(),
});
