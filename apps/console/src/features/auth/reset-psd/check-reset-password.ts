import { apiGet } from '../../../lib/api-client';

/** `GET /api/checkresetpassword?token`: whether the link works, with the masked address it is for. */
export function checkResetPassword(token: string): Promise<{ email: string }> {
  return apiGet<{ email: string }>('/api/checkresetpassword', { params: { token } });
}
