import { type CustomConfig, type CustomConfigRecord, ErrorCode } from '@weassit/contract';
import { apiGet, apiPost } from '../../../lib/api-client';

const CUSTOM_CONFIG_PATH = '/api/wechat/custom';
const CUSTOM_CONFIG_UPDATE_PATH = '/api/wechat/custom/update';

/**
 * `GET /api/wechat/custom`: the user's custom-centre config, or null before the first save. A refusal of the
 * entitlement (40300) is left to the page, which shows it in place of the form.
 */
export function getCustomConfig(): Promise<CustomConfigRecord | null> {
  return apiGet<CustomConfigRecord | null>(CUSTOM_CONFIG_PATH, { shownByCaller: [ErrorCode.FORBIDDEN] });
}

/** `POST /api/wechat/custom/update`: replaces the whole config; resolves with the record's id. */
export function saveCustomConfig(config: CustomConfig, id?: string): Promise<{ id: string }> {
  return apiPost<{ id: string }>(CUSTOM_CONFIG_UPDATE_PATH, { config, id });
}
