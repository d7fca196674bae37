import {
  BATCH_CONTENTS_MAX,
  BATCH_TARGETS_MAX,
  BULK_SEND_MAX_MESSAGES,
  BULK_SEND_MAX_RECIPIENTS,
  CUSTOM_KEYWORD_GROUPS_MAX,
  CUSTOM_KEYWORD_MAX_LENGTH,
  CUSTOM_KEYWORDS_PER_GROUP_MAX,
  GPT_TARGETS_MAX,
  MESSAGE_CONTENT_MAX,
  MESSAGE_SEARCH_MAX,
  ROBOT_CONFIG_MAX_BYTES,
  RSS_INTERVAL_OPTIONS,
  RSS_TARGETS_MAX,
  RSS_WORD_MAX,
} from '@weassit/contract';

/**
 * The largest values the documented limits allow, and the sizes the suite seeds. The caps themselves come from
 * the contract; where the old code's cost grows with a product of sizes (targets × friends, texts × keywords,
 * phrase × text length) the seeded amounts are chosen so that the old code takes seconds (clearly over the
 * bound) while the whole suite stays under a minute: `SIZES` below.
 */
export const SIZES = {
  /** Friends and groups the attacker's robot uploaded (the quota allows more; names are resolved against these). */
  friends: 5_000,
  rooms: 1_000,
  /** Per-target AI configs and batch tasks, each with the most targets, none of them a known name. */
  gptConfigs: 10,
  batchTasks: 10,
  /** Texts the robot answered, and its own messages elsewhere, all at one instant (the answered query's worst case). */
  answeredPairs: 2_500,
  /** Messages at the longest stored content, made of one repeated character (the search's worst case). */
  longMessages: 12,
  /** Reply rules × keywords of the robot config, each keyword at the longest length. */
  replyRules: 23,
  keywordsPerRule: 100,
} as const;

/** A text of `length` characters: a readable prefix, then filler, so no two are equal. */
export const long = (prefix: string, length: number, filler = 'x') => (prefix + filler.repeat(length)).slice(0, length);

/** A target name no uploaded friend or group has (the name lookup's worst case). */
const unknownTarget = (i: number) => ({ name: long(`没有这个人${i}-`, 256, '无') });

export const worstTargets = (count: number) => Array.from({ length: count }, (_, i) => unknownTarget(i));

/** Keyword `i` at the longest length: ASCII, so the most fit in the config's byte cap. */
export const keyword = (i: number) => long(`kw${i}-`, 200, 'qwertyuiop');

/** A robot config with the most keyword rules its byte cap allows (ROBOT_CONFIG_MAX_BYTES). */
export function worstRobotConfig(): Record<string, unknown> {
  const replyKeywords = Array.from({ length: SIZES.replyRules }, (_, rule) => ({
    keywords: Array.from({ length: SIZES.keywordsPerRule }, (_, k) => keyword(rule * SIZES.keywordsPerRule + k)),
    reg: 1,
    replys: [{ type: 1, content: `规则 ${rule} 的回复` }],
  }));
  const config = { defaultReply: '我在呢', autoReply: true, replyKeywords };
  const size = JSON.stringify(config).length;
  if (size > ROBOT_CONFIG_MAX_BYTES) throw new Error(`worst config is ${size} characters, over the cap`);
  return config;
}

/** The custom GPT's keywords: the most groups, the most keywords per group, each at the longest length. */
export function worstCustomConfig() {
  return {
    privateKeywords: Array.from({ length: CUSTOM_KEYWORD_GROUPS_MAX }, (_, g) => ({
      keywords: Array.from({ length: CUSTOM_KEYWORDS_PER_GROUP_MAX }, (_, k) =>
        long(`g${g}k${k}-`, CUSTOM_KEYWORD_MAX_LENGTH, '词'),
      ),
    })),
  };
}

/** A per-target AI config with the most targets, exclusions, members and keywords. */
export function worstGptConfig(i: number, everyone = false) {
  return {
    name: long(`配置${i}`, 64, '名'),
    type: 'contact',
    targets: everyone ? [] : worstTargets(GPT_TARGETS_MAX),
    isAllFriend: everyone,
    excludes: everyone ? worstTargets(GPT_TARGETS_MAX) : [],
    allowRoomMembers: worstTargets(GPT_TARGETS_MAX),
    keywords: Array.from({ length: 100 }, (_, k) => long(`触发${k}-`, 200, '词')),
    openChat: true,
    robotType: 6,
    botConfig: { token: 'sk-cost', systemMessage: long('系统', 20_000) },
  };
}

/** The message items of a send at the longest content. */
export const worstMessages = (count: number) =>
  Array.from({ length: count }, (_, i) => ({ type: 1, content: long(`第 ${i} 条`, 20_000) }));

/** A batch task with the most targets (or everyone but the most exclusions) and the most contents. */
export function worstBatchTask(i: number, everyone = false) {
  return {
    name: long(`任务${i}`, 64, '名'),
    type: 'contact',
    cron: '0 0 8 * * *',
    taskType: 'custom',
    isAll: everyone,
    targets: everyone ? [] : worstTargets(BATCH_TARGETS_MAX),
    excludeTargets: everyone ? worstTargets(BATCH_TARGETS_MAX) : [],
    taskInfo: { contents: worstMessages(BATCH_CONTENTS_MAX).map((m) => ({ ...m, content: m.content.slice(0, 2000) })) },
  };
}

/** An RSS feed with the most targets and the longest words. */
export function worstRssFeed(url: string) {
  return {
    rssUrl: url,
    type: 'room',
    targets: worstTargets(RSS_TARGETS_MAX),
    updateTime: RSS_INTERVAL_OPTIONS[0].value,
    prefixWord: long('前', RSS_WORD_MAX),
    suffixWord: long('后', RSS_WORD_MAX),
  };
}

/** A bulk send to the most recipients with the most items. */
export function worstBulkSend() {
  return {
    target: 'Room',
    groups: Array.from({ length: BULK_SEND_MAX_RECIPIENTS }, (_, i) => ({ roomName: long(`群${i}-`, 256, '群') })),
    messages: worstMessages(BULK_SEND_MAX_MESSAGES),
  };
}

/** The search's worst phrase: as long as allowed, one character repeated (every trigram the same). */
export const WORST_PHRASE = 'a'.repeat(MESSAGE_SEARCH_MAX);
/** The longest message content, of that same character. */
export const WORST_CONTENT = 'a'.repeat(MESSAGE_CONTENT_MAX);
