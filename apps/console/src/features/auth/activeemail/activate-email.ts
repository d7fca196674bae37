import { apiGet } from '../../../lib/api-client';

/** `GET /api/auth_email?token`: activates the account of the mailed link. */
export function activateEmail(token: string): Promise<null> {
  return apiGet<null>('/api/auth_email', { params: { token } });
}
