import { apiPost } from '../../../lib/api-client';

/** `POST /api/logout/all`: ends every session (this one too) and replaces the robot key; needs the password. */
export function logoutEverywhere(password: string): Promise<null> {
  return apiPost<null>('/api/logout/all', { password }, { loggedOutDialog: false });
}
