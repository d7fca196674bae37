import { apiPost } from '../../../lib/api-client';

/** `POST /api/user/sessions/revoke`: ends one session of the account. */
export function revokeSession(id: string): Promise<null> {
  return apiPost<null>('/api/user/sessions/revoke', { id });
}
