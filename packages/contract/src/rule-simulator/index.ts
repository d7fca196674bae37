/**
 * The rule simulator: which layer of the robot plugin's order of evaluation answers a text message, with what,
 * and why the earlier layers did not. A pure function of the config the console saves (plus the per-target AI
 * configs) that follows the plugin's code, quirks included: each quirk is noted where it is modelled.
 */
import { customBot, globalAi, targetAi } from './ai.ts';
import type { Layer } from './layer.ts';
import type { PluginConfig, SimContext } from './match.ts';
import { LAYER_LABELS, SIM_MESSAGES as M } from './messages.ts';
import { empty, newFriend, official, privateForward, reminder, roomInvite, tooLong, vision } from './prelude.ts';
import { callbacks, forwards, keywords, preventWords, skills, summary } from './rules.ts';
import { type LayerVerdict, SIMULATED_LAYERS, type SimulatedLayer, type SimulateInput, type Verdict } from './types.ts';

export { LAYER_LABELS, PLUGIN_TEXTS, SIM_MESSAGES } from './messages.ts';
export * from './types.ts';

/** The defaults the plugin puts under the fetched config (the ones the message layers read). */
const PLUGIN_DEFAULTS: PluginConfig = {
  no_remind: false,
  botScope: 'all',
  preventLength: 1000,
  preventWords: '',
  customBot: null,
  roomAt: 1,
  friendNoReplyInRoom: 0,
  defaultReply: '',
  forwards: [],
  ignoreRoomMentionAll: true,
  noNeedAt: false,
};

const LAYERS: Readonly<Record<SimulatedLayer, Layer>> = {
  privateForward,
  empty,
  vision,
  official,
  tooLong,
  newFriend,
  roomInvite,
  reminder,
  forwards,
  callbacks,
  preventWords,
  summary,
  skills,
  keywords,
  targetAi,
  customBot,
  globalAi,
};

/**
 * The order for this kind of chat. Private: the plugin drops an empty text before the vision flow. Groups: the
 * vision flow runs first and the empty check is the first of the rules.
 */
export function layerOrder(isRoom: boolean): readonly SimulatedLayer[] {
  if (!isRoom) return SIMULATED_LAYERS;
  const rest = SIMULATED_LAYERS.filter((l) => l !== 'privateForward' && l !== 'vision' && l !== 'empty');
  return ['privateForward', 'vision', 'empty', ...rest];
}

/**
 * A group text as the rules see it: the plugin removes `@<robot name>` once, then every other `@name` (up to a
 * space or punctuation), then trims.
 */
export function stripMentions(text: string, robotName: string): string {
  const withoutRobot = robotName ? text.replace(`@${robotName}`, '') : text;
  return withoutRobot.replace(/@[^,，：:\s@]+/g, '').trim();
}

/** The config as JSON delivers it (no undefined values) over the plugin's defaults. */
function pluginConfig(config: SimulateInput['config']): PluginConfig {
  const defined = Object.entries(config).filter(([, value]) => value !== undefined);
  return { ...PLUGIN_DEFAULTS, ...Object.fromEntries(defined) };
}

function context(input: SimulateInput): SimContext {
  const config = pluginConfig(input.config);
  const userInfo = config.userInfo as { role?: unknown } | undefined;
  const vip = (input.role ?? userInfo?.role ?? 'vip') === 'vip';
  const { message } = input;
  const robotName = input.robotName ?? '';
  const isRoom = message.room !== undefined;
  let mentioned = false;
  if (isRoom) {
    mentioned = Boolean(message.mentionsRobot) || (robotName !== '' && message.text.includes(`@${robotName}`));
    // The plugin: with ignoreRoomMentionAll an @所有人 message never counts as mentioning the robot, even when
    // it names the robot too.
    if (config.ignoreRoomMentionAll && message.mentionsAll && mentioned) mentioned = false;
  }
  return {
    config,
    // The plugin fetches per-target configs for vip accounts only.
    gptConfigs: vip ? (input.gptConfigs ?? []) : [],
    vip,
    isRoom,
    text: isRoom ? stripMentions(message.text, robotName) : message.text.trim(),
    rawText: message.text,
    mentioned,
    senderName: message.from.name,
    senderId: message.from.id,
    isFriend: message.from.isFriend ?? true,
    roomTopic: message.room?.topic ?? '',
    roomId: message.room?.id,
    materials: input.materials ?? {},
  };
}

/** What the robot does with one text message under this config. */
export function simulateMessage(input: SimulateInput): Verdict {
  const ctx = context(input);
  const layers: LayerVerdict[] = [];
  let answer: LayerVerdict | undefined;
  for (const layer of layerOrder(ctx.isRoom)) {
    const label = LAYER_LABELS[layer];
    if (answer) {
      layers.push({ layer, label, outcome: 'not-applicable', reason: M.reached(answer.label) });
      continue;
    }
    const verdict: LayerVerdict = { layer, label, ...LAYERS[layer](ctx) };
    layers.push(verdict);
    if (verdict.outcome === 'answers') answer = verdict;
  }
  return {
    layers,
    answeredBy: answer?.layer ?? null,
    reason: answer ? `${answer.label}：${answer.reason}` : M.nobody,
    ...(answer?.reply !== undefined ? { reply: answer.reply } : {}),
    silent: !answer || answer.silent === true,
    text: ctx.text,
    mentioned: ctx.mentioned,
    mentionSender: ctx.isRoom && !ctx.config.noNeedAt,
  };
}
