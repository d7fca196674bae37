import type { Material } from '@weassit/contract';
import { apiGet } from '../../lib/api-client';

/** `GET /api/material/detail/{id}`: one material, to fill the edit form. */
export function getMaterial(id: string): Promise<Material> {
  return apiGet<Material>(`/api/material/detail/${encodeURIComponent(id)}`);
}
