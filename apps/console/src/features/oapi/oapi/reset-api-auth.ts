import type { ApiCredentials, ApiKeyKind } from '@weassit/contract';
import { apiPost } from '../../../lib/api-client';

/** `POST /api/apiauth/reset`: a new pair of one kind, once the password is given again; the old one stops at once. */
export function resetApiAuth(kind: ApiKeyKind, password: string): Promise<ApiCredentials> {
  return apiPost<ApiCredentials>('/api/apiauth/reset', { kind, password });
}
