import type { ApiCredentials } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

/** `GET /api/apiauth/get`: the user's open-API key pair (created on first use). */
export function getApiAuth(): Promise<ApiCredentials> {
  return apiGet<ApiCredentials>('/api/apiauth/get');
}
