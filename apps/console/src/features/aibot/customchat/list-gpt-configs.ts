import type { GptConfig } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

/** `GET /api/gpt_config`: every per-target AI config of the account (at most GPT_CONFIG_MAX). */
export function listGptConfigs(): Promise<GptConfig[]> {
  return apiGet<GptConfig[]>('/api/gpt_config');
}
