import type { GptConfigInput } from '@weassit/contract';
import { apiPost, apiPut } from '../../../lib/api-client';

/** `POST /api/gpt_config` adds a config; `PUT /api/gpt_config/{id}` replaces one (vip; the robot is told at once). */
export async function saveGptConfig(input: GptConfigInput, id?: string): Promise<void> {
  if (id) await apiPut<null>(`/api/gpt_config/${encodeURIComponent(id)}`, input);
  else await apiPost<{ id: string }>('/api/gpt_config', input);
}
