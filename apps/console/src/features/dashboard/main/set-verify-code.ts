import { apiPost } from '../../../lib/api-client';

/** `POST /api/wechat/worker/setverifycode`: the code the robot types in when WeChat asks for one at login. */
export function setVerifyCode(input: { verifyCode: string; id?: string; userId?: string | null }): Promise<null> {
  return apiPost<null>('/api/wechat/worker/setverifycode', {
    verifyCode: input.verifyCode.trim(),
    id: input.id,
    userId: input.userId ?? undefined,
  });
}
