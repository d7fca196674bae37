import type { ChangePasswordRequest } from '@weassit/contract';
import { apiPost } from '../../../lib/api-client';

/** `POST /api/user/password`: sets a new password after checking the current one; other sessions end. */
export function changePassword(request: ChangePasswordRequest): Promise<null> {
  return apiPost<null>('/api/user/password', request);
}
