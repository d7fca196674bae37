/**
 * 最近发出 (vip): for the schedule pages, when the robot was last seen sending to each target, from its own
 * `isMyself` message records (消息记录). Groups are found by id, or by name when the id is unknown. A friend never
 * can be: the plugin posts a private message the robot sent with the robot itself as the conversation, so the
 * answer for a friend is always `unidentifiable`, never a guess.
 */
import { z } from 'zod';
import { LAST_SENT_MAX_TARGETS, LAST_SENT_MESSAGES, type LastSentTarget } from './last-sent-constants.ts';

const M = LAST_SENT_MESSAGES;

export const lastSentTargetSchema = z.object({
  id: z.string({ error: M.nameRequired }).trim().max(128, M.tooLong(128)).optional(),
  name: z.string({ error: M.nameRequired }).trim().min(1, M.nameRequired).max(256, M.tooLong(256)),
  isRoom: z.boolean({ error: M.isRoomInvalid }),
  // Its output is the constants' LastSentTarget: checked, so the two cannot drift apart.
}) satisfies z.ZodType<LastSentTarget>;

export const lastSentRequestSchema = z.object({
  targets: z
    .array(lastSentTargetSchema, { error: M.targetsInvalid })
    .min(1, M.targetsInvalid)
    .max(LAST_SENT_MAX_TARGETS, M.targetsInvalid),
});
export type LastSentRequest = z.input<typeof lastSentRequestSchema>;
