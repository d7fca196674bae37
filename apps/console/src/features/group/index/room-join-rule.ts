import type { MessageItem } from '@weassit/contract';
import { type KeywordRule, keywordsMatch } from '../../../kit/config-list/keyword-rule';

/**
 * A 关键词进群 rule as stored (`roomJoinKeywords`, ROBOT-PROTOCOL §4.2): a keyword sent in a private chat gets
 * `replys` and an invitation to the group whose name is `roomName`; a newcomer to that group gets `welcomes`.
 */
export interface RoomJoinRule extends KeywordRule {
  roomName?: string;
  replys?: MessageItem[];
  welcomes?: MessageItem[];
}

/**
 * Whether the robot's group list is known and has no group of that name: the plugin finds the group by its exact
 * name, so such a rule replies but invites nobody, and welcomes nobody.
 */
export function isRoomMissing(roomName: string | undefined, topics: ReadonlySet<string> | undefined): boolean {
  const name = (roomName ?? '').trim();
  return topics !== undefined && name !== '' && !topics.has(name);
}

/** Search: a keyword or the group's name containing the word. */
export const matchesRoomJoinRule = (rule: RoomJoinRule, word: string): boolean =>
  keywordsMatch(rule, word) || (rule.roomName ?? '').toLowerCase().includes(word.toLowerCase());
