import type { UserInfo } from '@weassit/contract';
import { apiPost } from './api-client';

/** `POST /api/user/info` with `{userId}`; no logged-out dialog (the guard sends the user to the login page). */
export function getUserInfo(userId: string | null): Promise<UserInfo> {
  return apiPost<UserInfo>('/api/user/info', { userId }, { loggedOutDialog: false });
}

/** `POST /api/logout`: ends the session on the server. */
export function logout(): Promise<null> {
  return apiPost<null>('/api/logout', undefined, { loggedOutDialog: false });
}
