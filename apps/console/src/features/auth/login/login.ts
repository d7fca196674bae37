import type { LoginResult } from '@weassit/contract';
import { apiPost } from '../../../lib/api-client';

export interface LoginInput {
  email: string;
  password: string;
}

/** `POST /api/login` (spec §7): the e-mail trimmed, codeType 1, an empty code. */
export function login({ email, password }: LoginInput): Promise<LoginResult> {
  return apiPost<LoginResult>('/api/login', { email: email.trim(), password, codeType: 1, code: '' });
}
