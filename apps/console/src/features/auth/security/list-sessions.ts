import type { SessionInfo } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

/** `GET /api/user/sessions`: the account's live sessions, most recently used first. */
export function listSessions(): Promise<SessionInfo[]> {
  return apiGet<SessionInfo[]>('/api/user/sessions');
}
