import {
  type GptConfig,
  gptConfigsForRobot,
  type LayerVerdict,
  type SimulatedConfig,
  type SimulatedGptConfig,
  type SimulateInput,
  type Verdict,
} from '@weassit/contract';

/** The panel's form: one text message, in a private chat with a friend or in a group. */
export interface SimulatorValues {
  text: string;
  chat: 'private' | 'room';
  /** The friend's name (private) or the group's name (room). */
  target: string;
  /** The group member who sends it (room only; the group's name stands in when left empty). */
  sender: string;
  /** Room only: the message @-mentions the robot. */
  mentionsRobot: boolean;
}

export type SimulatorField = 'text' | 'target';

export const emptySimulatorValues: SimulatorValues = {
  text: '',
  chat: 'private',
  target: '',
  sender: '',
  mentionsRobot: false,
};

/** What the simulation runs on: the saved robot config, the per-target AI configs and the account's role. */
export interface SimulatorData {
  config: Record<string, unknown>;
  gptConfigs: readonly GptConfig[];
  role?: string;
}

/**
 * The saved config with the page's lists laid over it: a list page's state is the saved list (each change is
 * saved at once) and may be newer than a config read a few seconds earlier.
 */
export function withLists(config: Record<string, unknown>, lists?: Record<string, unknown>): Record<string, unknown> {
  return lists ? { ...config, ...lists } : config;
}

/**
 * The per-target AI configs as the server serves them to the robot (contract `gptConfigsForRobot`), for a message
 * from `chatName`: "every chat but these" expands to the robot's chats minus the excluded ones, which for the
 * one simulated chat is that chat unless it is excluded. Each keeps its console name for the reasons shown.
 */
export function robotGptConfigs(configs: readonly GptConfig[], chatName: string): SimulatedGptConfig[] {
  const names = new Map(configs.map((config) => [config.id, config.name]));
  const chats = { rooms: [{ wxid: '', topic: chatName }], friends: [{ wxid: '', name: chatName, alias: '' }] };
  return gptConfigsForRobot(configs, chats).map((config) => ({ ...config, name: names.get(config.id) ?? '' }));
}

/** The form's errors: a message needs its text and its chat. */
export function validateSimulator(values: SimulatorValues): Partial<Record<SimulatorField, true>> {
  const errors: Partial<Record<SimulatorField, true>> = {};
  if (values.text.trim() === '') errors.text = true;
  if (values.target.trim() === '') errors.target = true;
  return errors;
}

/** The simulator's input for the form's message under the loaded data. */
export function simulatorInput(values: SimulatorValues, data: SimulatorData): SimulateInput {
  const name = values.target.trim();
  const isRoom = values.chat === 'room';
  return {
    config: data.config as SimulatedConfig,
    gptConfigs: robotGptConfigs(data.gptConfigs, name),
    ...(data.role ? { role: data.role } : {}),
    message: {
      text: values.text,
      from: { name: isRoom ? values.sender.trim() || name : name, isFriend: true },
      ...(isRoom
        ? {
            room: { topic: name },
            mentionsRobot: values.mentionsRobot,
            mentionsAll: values.text.includes('@所有人'),
          }
        : {}),
    },
  };
}

/** The layers tried before the one that answered (every layer when none did), in the robot's order. */
export function earlierLayers(verdict: Verdict): LayerVerdict[] {
  const at = verdict.layers.findIndex((l) => l.layer === verdict.answeredBy);
  return at < 0 ? verdict.layers : verdict.layers.slice(0, at);
}

/** The layer that answered, if any. */
export const answeringLayer = (verdict: Verdict): LayerVerdict | undefined =>
  verdict.layers.find((l) => l.layer === verdict.answeredBy);
