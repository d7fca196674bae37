import type { GptConfig } from '@weassit/contract';
import type { NameOption, NameSearchFunction } from '@weassit/ui';
import { apiGet } from '../../lib/api-client';

/** `GET /api/gpt_config`: the per-target AI configs (vip; a refusal reads as none, as the robot gets none). */
export async function loadGptConfigs(isVip: boolean): Promise<readonly GptConfig[]> {
  if (!isVip) return [];
  return apiGet<GptConfig[]>('/api/gpt_config', { quiet: true });
}

interface NameSearchResult {
  sourceList: { id: string; name: string; alias?: string }[];
}

/** `GET /api/wechat/search?type=name|room`: the robot's friends or groups whose name contains the word. */
export const searchChats: NameSearchFunction = async ({ type, word }) => {
  const result = await apiGet<NameSearchResult>('/api/wechat/search', { params: { type, word }, quiet: true });
  return result.sourceList.map(
    (entry): NameOption => (entry.alias ? { id: entry.id, name: entry.name, alias: entry.alias } : entry),
  );
};
