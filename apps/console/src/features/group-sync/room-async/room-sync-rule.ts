import { FORWARD_MODE_OPTIONS, SYNC_MODE_OPTIONS, SyncMode } from '@weassit/contract';

/**
 * A 多群消息同步 rule as stored (`roomAsyncList`, ROBOT-PROTOCOL §4.3). The robot finds the groups by topic only:
 * model 1 copies the messages of `one` to each of `many`; model 2 copies those of each of `many` to `one`; model 3
 * copies each of `many`'s messages to the others (`one` unused). `forward` 1: text only, as
 * “[sender@short-topic]: text”; 2: text the same way, other messages as they are.
 */
export interface RoomSyncRule extends Record<string, unknown> {
  model?: number;
  one?: string;
  many?: string[];
  forward?: number;
}

/** The stored forward modes. */
export const SyncForward = { TEXT: 1, ALL: 2 } as const;
export type SyncForward = (typeof SyncForward)[keyof typeof SyncForward];

/** The mode of a stored rule (the robot does nothing with another value: shown as 一对多, the form's default). */
export const syncModeOf = (model: unknown): SyncMode =>
  model === SyncMode.MANY_TO_ONE || model === SyncMode.MANY_TO_MANY ? model : SyncMode.ONE_TO_MANY;

/** Anything but 2 is text only, as the robot treats it. */
export const syncForwardOf = (forward: unknown): SyncForward =>
  forward === SyncForward.ALL ? SyncForward.ALL : SyncForward.TEXT;

/** The shared 仅文字 / 全部消息 list, with the values the robot reads for a group sync. */
export const SYNC_FORWARD_OPTIONS = FORWARD_MODE_OPTIONS.map((option) => ({
  value: option.value === 'all' ? SyncForward.ALL : SyncForward.TEXT,
  label: option.label,
}));

export const syncForwardLabel = (forward: unknown): string =>
  SYNC_FORWARD_OPTIONS.find((option) => option.value === syncForwardOf(forward))?.label ?? '';

export const syncModeLabel = (model: unknown): string =>
  SYNC_MODE_OPTIONS.find((option) => option.value === syncModeOf(model))?.label ?? '';

/** The topics of a stored `many`. */
export const manyOf = (rule: RoomSyncRule): string[] =>
  (Array.isArray(rule.many) ? rule.many : []).filter((name): name is string => typeof name === 'string' && name !== '');

/** The groups a rule uses: `one` (not for model 3) and `many`. */
export const groupsOf = (rule: RoomSyncRule): string[] => {
  const one = syncModeOf(rule.model) !== SyncMode.MANY_TO_MANY && typeof rule.one === 'string' ? rule.one : '';
  return [...(one ? [one] : []), ...manyOf(rule)];
};

/** A rule's flow in a row: where messages come from and where they go. */
export function syncFlow(rule: RoomSyncRule): { from: string[]; to: string[] } | { peers: string[] } {
  const one = typeof rule.one === 'string' && rule.one !== '' ? [rule.one] : [];
  switch (syncModeOf(rule.model)) {
    case SyncMode.MANY_TO_ONE:
      return { from: manyOf(rule), to: one };
    case SyncMode.MANY_TO_MANY:
      return { peers: manyOf(rule) };
    default:
      return { from: one, to: manyOf(rule) };
  }
}

/**
 * The names the robot's group list does not have, once the list is known (nothing is flagged on a guess): the robot
 * skips a group it cannot find by its exact topic.
 */
export function missingTopics(names: readonly string[], topics: ReadonlySet<string> | undefined): string[] {
  if (topics === undefined) return [];
  return [...new Set(names.map((name) => name.trim()).filter((name) => name !== '' && !topics.has(name)))];
}

/** Search: one of the rule's groups contains the word. */
export const matchesRoomSyncRule = (rule: RoomSyncRule, word: string): boolean => {
  const lower = word.toLowerCase();
  return groupsOf(rule).some((name) => name.toLowerCase().includes(lower));
};
