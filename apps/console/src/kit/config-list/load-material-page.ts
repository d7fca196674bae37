import type { Material, Page } from '@weassit/contract';
import type { MaterialPage, MaterialPageQuery } from '@weassit/ui';
import { apiGet } from '../../lib/api-client';

/**
 * One page of the user's materials of one type for the material picker (`GET /api/material/list`, filtered by
 * alias). Failures reject after the API client has shown them; the picker then offers 重试.
 */
export function loadMaterialPage(query: MaterialPageQuery): Promise<MaterialPage> {
  return apiGet<Page<Material>>('/api/material/list', {
    params: {
      type: query.type,
      name: query.name || undefined,
      current: query.current,
      pageSize: query.pageSize,
    },
  }).then((page) => ({ count: page.count, list: page.list }));
}
