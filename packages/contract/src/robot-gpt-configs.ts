/**
 * The per-target AI configs as the robot reads them from `GET /gpt/config`: the server serves them in this shape
 * and the rule simulator predicts the robot from the same shape, so the rules live here once. Types only from
 * the zod modules: the console's simulator chunk imports this without the schemas.
 */
import { TargetKind } from './constants.ts';
import type { GptBotConfig, GptConfig, GptTarget } from './gpt-config.ts';

export interface RobotGptConfig {
  id: string;
  type: TargetKind;
  targets: GptTarget[];
  onlyId: boolean;
  isAllRoom: boolean;
  isAllFriend: boolean;
  allowRoomMembers: GptTarget[];
  openChat: boolean;
  needAt: 0 | 1;
  keywords: string[];
  replaceKeyword: boolean;
  limitNum: number;
  usedNum: number;
  rechargeTip: string;
  defaultReply: string;
  openFileAnalyze: boolean;
  robotType: number;
  botConfig: GptBotConfig;
}

/** The robot's chats that "everyone but the excluded" expands to (the groups and friends it uploaded). */
export interface RobotChatLists {
  rooms: readonly { wxid: string; topic: string }[];
  friends: readonly { wxid: string; name: string; alias: string }[];
}

/** Whether a saved config means every group (or every friend) rather than a list. */
function isForEveryone(config: GptConfig): boolean {
  return config.type === TargetKind.ROOM ? config.isAllRoom : config.isAllFriend;
}

/**
 * The robot cannot exclude: its "all" flag matches before anything else is looked at, `allowRoomMembers`
 * included. So "everyone but these", and "every group but only these members", are served as an explicit list.
 */
function needsExpansion(config: GptConfig): boolean {
  if (!isForEveryone(config)) return false;
  return config.excludes.length > 0 || (config.type === TargetKind.ROOM && config.allowRoomMembers.length > 0);
}

/** Which chat lists the expansion needs, so a caller reads only those. */
export function chatListsNeeded(configs: readonly GptConfig[]): { rooms: boolean; friends: boolean } {
  const expanded = configs.filter(needsExpansion);
  return {
    rooms: expanded.some((c) => c.type === TargetKind.ROOM),
    friends: expanded.some((c) => c.type !== TargetKind.ROOM),
  };
}

/** `{id, name}` without an empty id (an empty one would match nothing and only confuses the robot's lookups). */
function target(id: string | undefined, name: string): GptTarget {
  return id ? { id, name } : { name };
}

/**
 * Most chats "everyone but the excluded" expands to, over all of one user's configs together: two full
 * expansions of the default friends cap. Past it the expansion stops (later chats, and later configs that
 * expand, get no more targets): the answer and its cost stay bounded however many catch-alls are saved.
 */
export const GPT_EXPANDED_TARGETS_MAX = 40_000;

/**
 * Whether a chat is excluded. An exclusion picked with its id stands for that chat only (names repeat and
 * change); one typed by name stands for every chat of that name. A chat whose id is unknown (a name typed into
 * the simulator) is compared by name with every exclusion. Sets built once per config: O(chats + excludes).
 */
function exclusionTest(excludes: readonly GptTarget[]): (id: string, names: readonly string[]) => boolean {
  const ids = new Set<string>();
  const namesWithoutId = new Set<string>();
  const allNames = new Set<string>();
  for (const e of excludes) {
    if (e.id) ids.add(e.id);
    else namesWithoutId.add(e.name);
    allNames.add(e.name);
  }
  return (id, names) =>
    id ? ids.has(id) || names.some((n) => namesWithoutId.has(n)) : names.some((n) => allNames.has(n));
}

/** What is left of GPT_EXPANDED_TARGETS_MAX, and the configs whose expansion it cut short. */
interface ExpansionBudget {
  left: number;
  cut: string[];
}

/** The chats of a config's kind, each by id, the name it is served under and the names an exclusion may use. */
function* chatsOf(config: GptConfig, chats: RobotChatLists): Generator<[id: string, name: string, names: string[]]> {
  if (config.type === TargetKind.ROOM) {
    for (const r of chats.rooms) yield [r.wxid, r.topic, [r.topic]];
  } else {
    for (const f of chats.friends) yield [f.wxid, f.name, [f.name, f.alias].filter(Boolean)];
  }
}

/** Every chat of the config's kind but the excluded, within what is left of the budget (one pass, stops early). */
function expandedTargets(config: GptConfig, chats: RobotChatLists, budget: ExpansionBudget): GptTarget[] {
  const excluded = exclusionTest(config.excludes);
  const out: GptTarget[] = [];
  for (const [id, name, names] of chatsOf(config, chats)) {
    if (excluded(id, names)) continue;
    if (out.length >= budget.left) {
      budget.cut.push(config.id);
      break;
    }
    out.push(target(id, name));
  }
  budget.left -= out.length;
  return out;
}

/**
 * The user's configs as the robot reads them. The robot answers with the first config that matches a chat, so
 * configs naming their chats come before the "every group / every friend" ones (in the user's order within
 * each): a group with its own config is not swallowed by a catch-all saved before it. `botConfigOf` lets the
 * server fill in the service defaults the robot needs. The expansions share GPT_EXPANDED_TARGETS_MAX targets.
 */
export function gptConfigsForRobot(
  configs: readonly GptConfig[],
  chats: RobotChatLists,
  botConfigOf: (config: GptConfig) => GptBotConfig = (config) => config.botConfig,
  limits: { expandedMax?: number; onCut?: (configIds: string[]) => void } = {},
): RobotGptConfig[] {
  return [...gptConfigsForRobotOneByOne(configs, chats, botConfigOf, limits)];
}

/** `gptConfigsForRobot` one config at a time, for a caller that lets other work run between them. */
export function* gptConfigsForRobotOneByOne(
  configs: readonly GptConfig[],
  chats: RobotChatLists,
  botConfigOf: (config: GptConfig) => GptBotConfig = (config) => config.botConfig,
  limits: { expandedMax?: number; onCut?: (configIds: string[]) => void } = {},
): Generator<RobotGptConfig> {
  const ordered = [...configs.filter((c) => !isForEveryone(c)), ...configs.filter(isForEveryone)];
  const budget: ExpansionBudget = { left: limits.expandedMax ?? GPT_EXPANDED_TARGETS_MAX, cut: [] };
  for (const config of ordered) {
    const expand = needsExpansion(config);
    const everyone = isForEveryone(config) && !expand;
    yield {
      id: config.id,
      type: config.type,
      targets: expand
        ? expandedTargets(config, chats, budget)
        : everyone
          ? []
          : config.targets.map((t) => target(t.id, t.name)),
      onlyId: config.onlyId,
      // The robot's group lookup accepts any config with isAllRoom, whatever its type (and likewise for
      // friends): only the matching kind may carry the flag.
      isAllRoom: everyone && config.type === TargetKind.ROOM,
      isAllFriend: everyone && config.type === TargetKind.CONTACT,
      allowRoomMembers: config.type === TargetKind.ROOM ? config.allowRoomMembers.map((m) => target(m.id, m.name)) : [],
      openChat: config.openChat,
      needAt: config.needAt,
      keywords: config.keywords,
      replaceKeyword: config.replaceKeyword,
      limitNum: config.limitNum,
      usedNum: config.usedNum,
      rechargeTip: config.rechargeTip,
      defaultReply: config.defaultReply,
      openFileAnalyze: config.openFileAnalyze,
      robotType: config.robotType,
      botConfig: botConfigOf(config),
    };
  }
  if (budget.cut.length > 0) limits.onCut?.(budget.cut);
}
