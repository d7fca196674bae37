/**
 * The rule simulator's input and verdict: a robot config, its per-target AI configs and one text message in,
 * and for each layer of the robot plugin's order of evaluation whether it answers, with what, and why not.
 */
import type { MessageItem, RobotConfig } from '../robot-config.ts';

/**
 * Every layer the plugin may try for a text message, in its private-chat order (rooms swap `vision` and
 * `empty`: see `layerOrder`). The first layer that produces a non-empty list of items answers.
 */
export const SIMULATED_LAYERS = [
  'privateForward',
  'empty',
  'vision',
  'official',
  'tooLong',
  'newFriend',
  'roomInvite',
  'reminder',
  'forwards',
  'callbacks',
  'preventWords',
  'summary',
  'skills',
  'keywords',
  'targetAi',
  'customBot',
  'globalAi',
] as const;
export type SimulatedLayer = (typeof SIMULATED_LAYERS)[number];

/**
 * `answers`: the layer takes the message and later layers are not tried (it may still send nothing: `silent`).
 * `skipped`: the layer is set up but lets this message through. `not-applicable`: it is off, does not apply to
 * this kind of chat, or was never reached.
 */
export type LayerOutcome = 'answers' | 'skipped' | 'not-applicable';

export interface LayerVerdict {
  layer: SimulatedLayer;
  /** The layer's name as the console shows it. */
  label: string;
  outcome: LayerOutcome;
  /** Why, in the operator's words. */
  reason: string;
  /** What it sends: the items themselves, or a description when a service decides the content. */
  reply?: MessageItem[] | string;
  /** It answers with nothing: the plugin's empty text item, which ends the evaluation without a message. */
  silent?: boolean;
  /** The text an AI service (or callback) is asked with, when the layer asks one. */
  question?: string;
  /** What it does besides answering (forwarding, inviting to a group), even when it does not answer. */
  sideEffect?: string;
}

export interface Verdict {
  /** Every layer, in the order the plugin tries them for this kind of chat. */
  layers: LayerVerdict[];
  /** The layer that answered, or null when none did (the robot then sends nothing). */
  answeredBy: SimulatedLayer | null;
  /** The answering layer's name and reason, or why nothing answers. */
  reason: string;
  reply?: MessageItem[] | string;
  /** Nothing is sent (no layer answered, or the one that did answered with nothing). */
  silent: boolean;
  /** The text the rules see (in groups: without the @-mentions). */
  text: string;
  /** Whether the plugin counts the message as @-mentioning the robot. */
  mentioned: boolean;
  /** In groups the plugin @-mentions the sender in front of each text it sends (unless `noNeedAt`). */
  mentionSender: boolean;
}

export interface SimulatedTarget {
  id?: string;
  name?: string;
}

/** A per-target AI config as the robot reads it from `GET /gpt/config` (the fields it looks at). */
export interface SimulatedGptConfig {
  id?: string;
  /** The console's name for it (the robot does not get one): only for the reasons shown. */
  name?: string;
  type: string;
  targets?: readonly SimulatedTarget[];
  onlyId?: boolean;
  isAllRoom?: boolean;
  isAllFriend?: boolean;
  allowRoomMembers?: readonly SimulatedTarget[];
  openChat?: boolean;
  needAt?: number | null;
  keywords?: readonly string[];
  replaceKeyword?: boolean;
  limitNum?: number;
  usedNum?: number;
  rechargeTip?: string;
  defaultReply?: string;
  robotType?: number;
  botConfig?: { open4v?: boolean; [key: string]: unknown };
}

export interface SimulatedMessage {
  /**
   * The text as sent. In a group it keeps its @-mentions (`@小秘书 价格`): the plugin strips them for the rules
   * but forwards the text as it is.
   */
  text: string;
  from: {
    id?: string;
    name: string;
    /** Whether the sender is the robot's friend (only read for group messages: `friendNoReplyInRoom`). */
    isFriend?: boolean;
  };
  /** The group, for a group message; absent for a private one. */
  room?: { id?: string; topic: string };
  /** Whether the message @-mentions the robot (the text containing `@<robotName>` counts too). */
  mentionsRobot?: boolean;
  /** Whether it is an @所有人 message. */
  mentionsAll?: boolean;
}

/** The robot config as saved by the console (any subset: the plugin fills in its own defaults). */
export type SimulatedConfig = Partial<RobotConfig> & { [key: string]: unknown };

export interface SimulateInput {
  config: SimulatedConfig;
  /** The per-target AI configs in the order the robot gets them (the server puts catch-alls last). */
  gptConfigs?: readonly SimulatedGptConfig[];
  /** The account's role; else `config.userInfo.role`; else vip. */
  role?: string;
  /** The robot's own WeChat name (its @-mention is stripped from group texts). */
  robotName?: string;
  /** Materials by id: a reply item with an `id` is replaced by its material (vip only, as the plugin does). */
  materials?: Readonly<Record<string, MessageItem>>;
  message: SimulatedMessage;
}
