import type { Page, PresetRole } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

/** `GET /api/promot_store?current=&pageSize=&name=`: one page of the roles the user sees (own first, built-ins after). */
export function listPresetRoles(params: {
  current: number;
  pageSize: number;
  word?: string;
}): Promise<Page<PresetRole>> {
  return apiGet<Page<PresetRole>>('/api/promot_store', {
    params: { current: params.current, pageSize: params.pageSize, name: params.word || undefined },
  });
}
