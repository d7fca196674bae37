import type { ApiCredentials } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

/** `GET /api/apiauth/reset`: a new key pair; the old one stops working at once. */
export function resetApiAuth(): Promise<ApiCredentials> {
  return apiGet<ApiCredentials>('/api/apiauth/reset');
}
