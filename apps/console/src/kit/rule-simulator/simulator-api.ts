import type { GptConfig } from '@weassit/contract';
import { apiGet } from '../../lib/api-client';

/** `GET /api/gpt_config`: the per-target AI configs (vip; a refusal reads as none, as the robot gets none). */
export async function loadGptConfigs(isVip: boolean): Promise<readonly GptConfig[]> {
  if (!isVip) return [];
  return apiGet<GptConfig[]>('/api/gpt_config', { quiet: true });
}
