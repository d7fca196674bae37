import { setImmediate as nextTurn } from 'node:timers/promises';
import {
  chatListsNeeded,
  GPT_SERVICE_DEFAULTS,
  type GptBotConfig,
  type GptConfig,
  gptConfigsForRobotOneByOne,
  type RobotGptConfig,
  RobotType,
} from '@weassit/contract';
import { defaultRobotConfig } from '@weassit/contract/schemas';

/** Work between two turns of the event loop while building the answer. */
const SLICE_MS = 5;

/** The chats "everyone but the excluded" expands to: the groups or friends the robot uploaded. */
export interface RobotChats {
  rooms(): Promise<readonly { wxid: string; topic: string }[]>;
  friends(): Promise<readonly { wxid: string; name: string; alias: string }[]>;
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
 * The user's configs as the robot reads them (contract `gptConfigsForRobot`), reading only the chat lists needed;
 * `onCut` hears of the configs whose "everyone but" expansion GPT_EXPANDED_TARGETS_MAX cut short.
 */
export async function robotGptConfigs(
  configs: readonly GptConfig[],
  chats: RobotChats,
  onCut?: (configIds: string[]) => void,
): Promise<RobotGptConfig[]> {
  const needed = chatListsNeeded(configs);
  const [rooms, friends] = await Promise.all([
    needed.rooms ? chats.rooms() : [],
    needed.friends ? chats.friends() : [],
  ]);
  // One config at a time, other users getting a turn every few milliseconds: at the caps this is a hundred
  // configs of up to a thousand targets each, plus GPT_EXPANDED_TARGETS_MAX expanded ones.
  const served: RobotGptConfig[] = [];
  let sliceStart = performance.now();
  for (const config of gptConfigsForRobotOneByOne(configs, { rooms, friends }, botConfigFor, onCut ? { onCut } : {})) {
    served.push(config);
    if (performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
  return served;
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
