import { type Material, MaterialType, type MessageItem, RobotStatus, withoutPausedSchedules } from '@weassit/contract';
import { defaultRobotConfig } from '@weassit/contract/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { robotConfigsRepository } from '../repositories/robot-configs.ts';
import { usersRepository } from '../repositories/users.ts';
import { withoutVipSections } from './vip.ts';

/**
 * The config as the robot reads it (`GET /open/v1/api/wechat/config`, ROBOT-PROTOCOL §4.0): the user's saved
 * config (every list field present: the contract fills defaults on save) or the defaults, plus a stable `id`
 * — the user id, so it never changes even when the console's record is created later: the plugin deletes the
 * stored copy by `id` before inserting a new one, and a changing id piles up copies — and `userInfo` with
 * role `vip`, which the plugin needs for its push channel and most features whatever the console's role.
 */
export async function robotConfigText(db: Kysely<Database>, userId: string): Promise<string> {
  const [row, user] = await Promise.all([
    robotConfigsRepository(db).findByUser(userId),
    usersRepository(db).findById(userId),
  ]);
  const stored = row ? (JSON.parse(row.config) as Record<string, unknown>) : defaultRobotConfig();
  // A former member's vip sections stay stored (they come back with the membership) but do not run.
  const saved = user?.role === 'vip' ? stored : withoutVipSections(stored);
  // Paused daily/countdown tasks stay stored for the console; the robot reads no pause field, so they are left out.
  return JSON.stringify({
    ...withoutPausedSchedules(saved),
    id: userId,
    userInfo: { userId, name: user?.name ?? '', role: 'vip' },
  });
}

/** A material as the message item the robot sends (ROBOT-PROTOCOL §4.1); `id` kept, as the plugin checks it. */
export function materialToMessageItem(material: Material): MessageItem {
  const base = { id: material.id };
  switch (material.type) {
    case MaterialType.TEXT:
      return { ...base, type: 1, content: material.content ?? '' };
    case MaterialType.FILE:
      return { ...base, type: 2, url: material.url ?? '' };
    case MaterialType.H5:
      return {
        ...base,
        type: 4,
        url: material.url ?? '',
        title: material.title ?? '',
        description: material.description ?? '',
        thumbUrl: material.thumbUrl ?? '',
      };
    default:
      return {
        ...base,
        type: 5,
        appid: material.appid ?? '',
        username: material.username ?? '',
        title: material.title ?? '',
        pagePath: material.pagePath ?? '',
        description: material.description ?? '',
        thumbUrl: material.thumbUrl ?? '',
        ...(material.thumbKey ? { thumbKey: material.thumbKey } : {}),
      };
  }
}

/**
 * Wechaty's ScanStatus as the plugin reports it with `GET /wechat/qrcode` (plus its own '6' for logged out),
 * mapped to the console's login status codes 0–6 (spec §4).
 */
export function statusFromQr(qrStatus: number): number {
  switch (qrStatus) {
    case 2:
      return RobotStatus.SCAN_TO_LOGIN;
    case 3:
      return RobotStatus.SCANNED;
    case 4:
      return RobotStatus.LOGGED_IN;
    case 1: // cancelled: a new QR code is needed, as after a time-out
    case 5:
      return RobotStatus.TIMED_OUT;
    case 6:
      return RobotStatus.LOGGED_OUT;
    default:
      return RobotStatus.UNKNOWN_ERROR;
  }
}
