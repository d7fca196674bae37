import type { PresetRole } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

/** `GET /api/promot_store/getall`: the preset roles to choose from (own first, then the built-in ones). */
export function loadGptRoles(): Promise<PresetRole[]> {
  return apiGet<PresetRole[]>('/api/promot_store/getall');
}
