import { apiPost } from '../../../lib/api-client';

export interface SignupInput {
  name: string;
  email: string;
  password: string;
  inviteCode?: string;
}

/** `POST /api/signup` (spec §7): name and e-mail trimmed, codeType 2, an empty code, the saved invite code. */
export function signup({ name, email, password, inviteCode }: SignupInput): Promise<{ userId: string }> {
  return apiPost<{ userId: string }>('/api/signup', {
    name: name.trim(),
    email: email.trim(),
    password,
    codeType: 2,
    code: '',
    inviteCode: inviteCode?.trim() ?? '',
  });
}
