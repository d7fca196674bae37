import {
  defaultRobotConfig,
  GPT_SERVICE_DEFAULTS,
  type GptBotConfig,
  type GptConfig,
  type GptTarget,
  RobotType,
  TargetKind,
} from '@weassit/contract';

/** A per-target config as the robot reads it from `GET /gpt/config` (ROBOT-PROTOCOL §4.6). */
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

/** The chats "everyone but the excluded" expands to: the groups or friends the robot uploaded. */
export interface RobotChats {
  rooms(): Promise<readonly { wxid: string; topic: string }[]>;
  friends(): Promise<readonly { wxid: string; name: string; alias: string }[]>;
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

/** `{id, name}` without an empty id (an empty one would match nothing and only confuses the robot's lookups). */
function target(id: string | undefined, name: string): GptTarget {
  return id ? { id, name } : { name };
}

function excluded(excludes: readonly GptTarget[], id: string, names: readonly string[]): boolean {
  // An exclusion picked with its id stands for that chat only (names repeat and change); one typed by name
  // stands for every chat of that name.
  return excludes.some((e) => (e.id ? e.id === id : names.includes(e.name)));
}

async function expandedTargets(config: GptConfig, chats: RobotChats): Promise<GptTarget[]> {
  if (config.type === TargetKind.ROOM) {
    const rooms = await chats.rooms();
    return rooms.filter((r) => !excluded(config.excludes, r.wxid, [r.topic])).map((r) => target(r.wxid, r.topic));
  }
  const friends = await chats.friends();
  return friends
    .filter((f) => !excluded(config.excludes, f.wxid, [f.name, f.alias].filter(Boolean)))
    .map((f) => target(f.wxid, f.name));
}

/** The settings the robot reads, with the base URL and model it needs filled in where left empty. */
function botConfigFor(config: GptConfig): GptBotConfig {
  const service = GPT_SERVICE_DEFAULTS[config.robotType];
  const botConfig: GptBotConfig = { ...config.botConfig, proxyPass: config.botConfig.proxyPass || service.baseUrl };
  // The robot's ChatGPT client calls model.toLowerCase(): without a model it never answers. Same default as
  // the robot config's global ChatGPT model.
  if (config.robotType === RobotType.CHATGPT && !botConfig.model) botConfig.model = defaultRobotConfig().openaiModel;
  return botConfig;
}

/**
 * The user's configs as the robot reads them. The robot answers with the first config that matches a chat, so
 * configs naming their chats come before the "every group / every friend" ones (in the user's order within
 * each): a group with its own config is not swallowed by a catch-all saved before it.
 */
export async function robotGptConfigs(configs: readonly GptConfig[], chats: RobotChats): Promise<RobotGptConfig[]> {
  const ordered = [...configs.filter((c) => !isForEveryone(c)), ...configs.filter(isForEveryone)];
  return Promise.all(
    ordered.map(async (config) => {
      const expand = needsExpansion(config);
      const everyone = isForEveryone(config) && !expand;
      return {
        id: config.id,
        type: config.type,
        targets: expand
          ? await expandedTargets(config, chats)
          : everyone
            ? []
            : config.targets.map((t) => target(t.id, t.name)),
        onlyId: config.onlyId,
        // The robot's group lookup accepts any config with isAllRoom, whatever its type (and likewise for
        // friends): only the matching kind may carry the flag.
        isAllRoom: everyone && config.type === TargetKind.ROOM,
        isAllFriend: everyone && config.type === TargetKind.CONTACT,
        allowRoomMembers:
          config.type === TargetKind.ROOM ? config.allowRoomMembers.map((m) => target(m.id, m.name)) : [],
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
        botConfig: botConfigFor(config),
      };
    }),
  );
}

/** Reads each list of chats at most once, and only if a config needs it. */
export function lazyChats(load: {
  rooms: () => Promise<readonly { wxid: string; topic: string }[]>;
  friends: () => Promise<readonly { wxid: string; name: string; alias: string }[]>;
}): RobotChats {
  let rooms: ReturnType<RobotChats['rooms']> | undefined;
  let friends: ReturnType<RobotChats['friends']> | undefined;
  return {
    rooms: () => {
      rooms ??= load.rooms();
      return rooms;
    },
    friends: () => {
      friends ??= load.friends();
      return friends;
    },
  };
}
