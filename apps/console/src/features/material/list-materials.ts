import type { Material, MaterialType, Page } from '@weassit/contract';
import { apiGet } from '../../lib/api-client';

export interface MaterialQuery {
  type: MaterialType;
  name?: string;
  tag?: string;
  current: number;
  pageSize: number;
}

/** `GET /api/material/list`: one page of the user's materials of one type, newest first. */
export function listMaterials(query: MaterialQuery): Promise<Page<Material>> {
  return apiGet<Page<Material>>('/api/material/list', {
    params: {
      type: query.type,
      name: query.name || undefined,
      tag: query.tag || undefined,
      current: query.current,
      pageSize: query.pageSize,
    },
  });
}
