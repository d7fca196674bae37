import type { CallbackTestRequest, CallbackTestResult } from '@weassit/contract';
import { apiPost } from '../../../../lib/api-client';

/** `POST /api/callback/test`: the server calls the address once and says what came back (code 0 either way). */
export function testCallback(request: CallbackTestRequest): Promise<CallbackTestResult> {
  return apiPost<CallbackTestResult>('/api/callback/test', request);
}
