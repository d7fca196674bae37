import { apiPost } from '../../../lib/api-client';

export interface SaveConfigInput {
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
export function saveConfig(input: SaveConfigInput): Promise<{ id: string; version: number }> {
  return apiPost<{ id: string; version: number }>('/api/wechat/config/update', {
    config: input.config,
    id: input.id,
    version: input.version,
    userId: input.userId ?? undefined,
  });
}
