import { apiPost } from '../../../lib/api-client';

/** `POST /api/resetpassword`: sets the new password and uses up the link. */
export function resetPassword(token: string, password: string): Promise<null> {
  return apiPost<null>('/api/resetpassword', { token, password });
}
