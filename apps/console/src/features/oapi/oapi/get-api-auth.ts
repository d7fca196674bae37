import type { ApiKeys } from '@weassit/contract';
import { apiPost } from '../../../lib/api-client';

/** `POST /api/apiauth/get`: both key pairs (created on first use), once the password is given again. */
export function getApiAuth(password: string): Promise<ApiKeys> {
  return apiPost<ApiKeys>('/api/apiauth/get', { password });
}
