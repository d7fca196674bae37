import { ErrorCode, type RobotConfigRecord, vipSectionsMessage } from '@weassit/contract';
import { defaultRobotConfig, robotConfigSchema } from '@weassit/contract/schemas';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../lib/envelope.ts';
import { newId } from '../lib/ids.ts';
import { parse } from '../lib/validate.ts';
import { type RobotConfigRow, robotConfigsRepository } from '../repositories/robot-configs.ts';
import { listVersions } from './config-lists.ts';
import { changedVipSections } from './vip.ts';

function toRecord(row: RobotConfigRow): RobotConfigRecord {
  return {
    id: row.id,
    verifyCode: row.verify_code,
    config: row.config,
    panelVersion: row.panel_version,
    version: row.version,
    listVersions: listVersions(row.config),
  };
}

export async function getRobotConfig(db: Kysely<Database>, userId: string): Promise<RobotConfigRecord | null> {
  const row = await robotConfigsRepository(db).findByUser(userId);
  return row ? toRecord(row) : null;
}

/** Parses the config JSON text, validates every field and fills the defaults; returns the normalised JSON. */
export function normaliseConfig(configText: string): string {
  let value: unknown;
  try {
    value = JSON.parse(configText);
  } catch {
    throw new AppError(ErrorCode.INVALID_PARAMETER, '配置不是合法的 JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    throw new AppError(ErrorCode.INVALID_PARAMETER, '配置必须是一个对象');
  }
  return JSON.stringify(parse(robotConfigSchema, value));
}

/**
 * Saves the user's config: creates it on the first save, otherwise only if `version` is the stored one, so a
 * second tab with an older copy gets a conflict instead of silently overwriting. A free user's save that
 * changes a vip section is refused whole, naming the sections (services/vip.ts says what counts as a change).
 */
export async function saveRobotConfig(
  db: Kysely<Database>,
  userId: string,
  configText: string,
  version: number | undefined,
  options: { vip: boolean },
): Promise<{ id: string; version: number }> {
  const config = normaliseConfig(configText);
  const repo = robotConfigsRepository(db);
  const now = Date.now();
  const existing = await repo.findByUser(userId);
  if (!options.vip) {
    const stored = existing ? (JSON.parse(existing.config) as Record<string, unknown>) : defaultRobotConfig();
    const changed = changedVipSections(stored, JSON.parse(config) as Record<string, unknown>);
    if (changed.length > 0) throw new AppError(ErrorCode.FORBIDDEN, vipSectionsMessage(changed));
  }
  if (!existing) {
    const id = newId();
    const created = await repo.insert({
      id,
      user_id: userId,
      config,
      verify_code: '',
      panel_version: '',
      version: 1,
      status: 1,
      created_at: now,
      updated_at: now,
    });
    if (created) return { id, version: 1 };
    throw new AppError(ErrorCode.CONFLICT);
  }
  if (version === undefined) throw new AppError(ErrorCode.MISSING_PARAMETER, '缺少必要参数：version');
  const saved = await repo.updateIfVersion(userId, version, config, now);
  if (saved === null) throw new AppError(ErrorCode.CONFLICT, '配置已在别处被修改，请刷新后重试');
  return { id: existing.id, version: saved };
}
