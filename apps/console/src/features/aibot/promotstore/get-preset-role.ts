import type { PresetRole } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

/** `GET /api/promot_store/{id}`: one role, to fill the edit form. */
export function getPresetRole(id: string): Promise<PresetRole> {
  return apiGet<PresetRole>(`/api/promot_store/${encodeURIComponent(id)}`);
}
