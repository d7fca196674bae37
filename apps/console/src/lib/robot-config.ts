import type { RobotConfigRecord } from '@weassit/contract';
import { apiGet, apiPost } from './api-client';

/** Where the robot config record lives (the dashboard's prefetch starts it before its page chunk arrives). */
export const ROBOT_CONFIG_PATH = '/api/wechat/config';
const ROBOT_CONFIG_UPDATE_PATH = '/api/wechat/config/update';

export interface GetRobotConfigOptions {
  /** Reject without showing anything (prefetches that start before the auth guard checked the token). */
  quiet?: boolean;
}

/** `GET /api/wechat/config`: the saved config record, or null before the first save. */
export function getRobotConfig(
  userId: string | null,
  options: GetRobotConfigOptions = {},
): Promise<RobotConfigRecord | null> {
  return apiGet<RobotConfigRecord | null>(ROBOT_CONFIG_PATH, {
    params: { userId: userId ?? undefined },
    quiet: options.quiet,
  });
}

export interface SaveRobotConfigInput {
  /** The whole config as a JSON string. */
  config: string;
  /** The record's id (absent before the first save). */
  id?: string;
  /** The version the edit started from (absent before the first save). */
  version?: number;
  userId?: string | null;
}

/**
 * `POST /api/wechat/config/update`: creates the config on the first save, otherwise replaces it when `version` is
 * still the stored one (else code 40900, which the client shows). Resolves with the record's id and new version.
 */
export function saveRobotConfig(input: SaveRobotConfigInput): Promise<{ id: string; version: number }> {
  return apiPost<{ id: string; version: number }>(ROBOT_CONFIG_UPDATE_PATH, {
    config: input.config,
    id: input.id,
    version: input.version,
    userId: input.userId ?? undefined,
  });
}

/** A stored config text as an object; `{}` when there is none or it is not a JSON object. */
export function parseConfigText(configText: string | null | undefined): Record<string, unknown> {
  if (!configText) return {};
  try {
    const parsed: unknown = JSON.parse(configText);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The saved config as an object ({} before the first save or when the stored text does not parse). */
export function parseRobotConfig(record: RobotConfigRecord | null | undefined): Record<string, unknown> {
  return parseConfigText(record?.config);
}
