/**
 * The custom centre's config (spec §3 "Custom config", §7 `GET /api/wechat/custom`, `POST /api/wechat/custom/update`):
 * `privateKeywords`, a list of keyword groups, edited on /custom/gptChat (多模态 GPT). Only users whose
 * `customRole.router` lists {@link CUSTOM_GPT_CHAT_ROUTE} may read or change it. The robot plugin does not read it
 * (ROBOT-PROTOCOL.md has no such call), so it is not part of the robot's config.
 */
import { z } from 'zod';
import {
  CUSTOM_CONFIG_MESSAGES,
  CUSTOM_KEYWORD_GROUPS_MAX,
  CUSTOM_KEYWORD_MAX_LENGTH,
  CUSTOM_KEYWORDS_PER_GROUP_MAX,
} from './custom-config-constants.ts';

const keywordSchema = z
  .string()
  .max(CUSTOM_KEYWORD_MAX_LENGTH, CUSTOM_CONFIG_MESSAGES.keywordTooLong)
  .trim()
  .min(1, CUSTOM_CONFIG_MESSAGES.keywordBlank);

/** One keyword group: a rule of the custom GPT, any of its keywords matches it. */
export const customKeywordGroupSchema = z.strictObject({
  keywords: z
    .array(keywordSchema)
    .min(1, CUSTOM_CONFIG_MESSAGES.keywordsRequired)
    .max(CUSTOM_KEYWORDS_PER_GROUP_MAX, CUSTOM_CONFIG_MESSAGES.tooManyKeywords),
});
export type CustomKeywordGroup = z.infer<typeof customKeywordGroupSchema>;

/** The whole stored config. Unknown fields are refused; a keyword may appear only once over all groups. */
export const customConfigSchema = z
  .strictObject({
    privateKeywords: z
      .array(customKeywordGroupSchema)
      .max(CUSTOM_KEYWORD_GROUPS_MAX, CUSTOM_CONFIG_MESSAGES.tooManyGroups)
      .default([]),
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.privateKeywords.forEach((group, index) => {
      for (const keyword of group.keywords) {
        if (seen.has(keyword)) {
          ctx.addIssue({
            code: 'custom',
            path: ['privateKeywords', index, 'keywords'],
            message: CUSTOM_CONFIG_MESSAGES.duplicate.replace('{keyword}', keyword),
          });
          return;
        }
        seen.add(keyword);
      }
    });
  });
export type CustomConfig = z.infer<typeof customConfigSchema>;

/** What `GET /api/wechat/custom` answers (null before the first save). */
export interface CustomConfigRecord {
  id: string;
  config: CustomConfig;
}

/** `POST /api/wechat/custom/update`: the config as an object or JSON text; `userId` is ignored (the session's). */
export const customConfigUpdateSchema = z.object({
  config: z.union([z.string().max(256 * 1024, '配置过大'), z.record(z.string().max(64), z.unknown())]),
  id: z.string().max(64).optional(),
  userId: z.string().max(64).optional(),
});
