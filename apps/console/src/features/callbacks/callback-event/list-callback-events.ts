import { apiGet } from '../../../lib/api-client';

/** One built-in platform event a type-1 回调事件 may call. */
export interface CallbackEventOption {
  value: string;
  label: string;
  privateOnly?: boolean;
}

/** `GET /api/common/callapi`: the built-in events the callback dialog offers (`data.list`). */
export async function listCallbackEvents(): Promise<CallbackEventOption[]> {
  const result = await apiGet<{ list: CallbackEventOption[] }>('/api/common/callapi');
  return result.list;
}
