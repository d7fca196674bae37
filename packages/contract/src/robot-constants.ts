/**
 * The robot's MQTT topics and commands, safe events, control targets, the latest plugin version and the open API's
 * paths and rate: no schemas here (the request schemas are in robot.ts).
 */

/** Every command topic is `aibotk/<userId>/<command>`; the robot subscribes to `aibotk/<userId>/+`. */
export const ROBOT_TOPIC_ROOT = 'aibotk';
export const ROBOT_COMMANDS = ['say', 'multisay', 'event', 'gptconfig', 'rssconfig', 'tasks', 'history'] as const;
export type RobotCommand = (typeof ROBOT_COMMANDS)[number];

export function robotTopic(userId: string, command: RobotCommand): string {
  return `${ROBOT_TOPIC_ROOT}/${userId}/${command}`;
}

/**
 * The only `event`/`system` names ever published: the plugin logs the first element of any other event's
 * result without checking it, so an empty result crashes the robot (ROBOT-PROTOCOL §3.2, §6.11).
 */
export const SAFE_SYSTEM_EVENTS = ['updateConfig', 'reloadFriend', 'reloadFriendOnly', 'reloadRoomOnly'] as const;
export type SafeSystemEvent = (typeof SAFE_SYSTEM_EVENTS)[number];

/** Events that act on the robot itself rather than on a chat (ROBOT-PROTOCOL §3.2). */
export const ROBOT_CONTROL_TARGETS = ['logout', 'getNewQrCode', 'refreshCode', 'verifyCode'] as const;

/** "Run now" events of a schedule item, sent to a room or a contact. */
export const RUN_NOW_EVENTS = ['roomNews', 'news', 'roomTask', 'custom', 'wechatEveryday', 'countdown'] as const;

/** The plugin version the panel reports as the latest (`GET /webPanel/version`). */
export const LATEST_PLUGIN_VERSION = '1.6.126';

export const BULK_TARGETS = ['Room', 'Contact', 'RoomNotice'] as const;

/** The open API for the user's own programs (under `/open/v1/api`, signed like the robot API, vip only). */
export const OPEN_API_PATHS = {
  send: '/message/send',
  bulk: '/message/bulk',
  friends: '/contacts/friends',
  rooms: '/contacts/rooms',
} as const;

/** Calls per API key per minute. */
export const OPEN_API_RATE_PER_MINUTE = 60;
