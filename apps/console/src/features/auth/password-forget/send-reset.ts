import { apiPost } from '../../../lib/api-client';

/** `POST /api/sendreset`: mails a reset link if the address has an account (the answer is the same either way). */
export function sendReset(email: string): Promise<null> {
  return apiPost<null>('/api/sendreset', { email: email.trim() });
}
