/**
 * The custom centre's route name, keyword limits and messages: no schemas here, so its page does not download
 * zod (the schemas are in custom-config.ts).
 */

/** The route name of the custom centre's one page; the entitlement must list it. */
export const CUSTOM_GPT_CHAT_ROUTE = 'gptChat';

export const CUSTOM_KEYWORD_MAX_LENGTH = 50;
export const CUSTOM_KEYWORDS_PER_GROUP_MAX = 50;
export const CUSTOM_KEYWORD_GROUPS_MAX = 50;

export const CUSTOM_CONFIG_MESSAGES = {
  keywordsRequired: '请至少输入一个关键词',
  keywordBlank: '关键词不能为空',
  keywordTooLong: `关键词不能超过${CUSTOM_KEYWORD_MAX_LENGTH}个字`,
  tooManyKeywords: `每组最多${CUSTOM_KEYWORDS_PER_GROUP_MAX}个关键词`,
  tooManyGroups: `最多${CUSTOM_KEYWORD_GROUPS_MAX}组关键词`,
  /** `{keyword}` is replaced with the repeated keyword. */
  duplicate: '关键词“{keyword}”重复了，每个关键词只能出现一次',
} as const;
