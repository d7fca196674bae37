import { apiPost, apiPut } from '../../../lib/api-client';
import type { PresetRolePayload } from './preset-role-form';

/**
 * `POST /api/promot_store {name, content}` adds a role; `PUT /api/promot_store/{id} {id, name, content}` updates
 * one of the user's own (the server refuses built-in ones: 内置角色不可修改).
 */
export async function savePresetRole(payload: PresetRolePayload): Promise<void> {
  if (payload.id) {
    await apiPut<null>(`/api/promot_store/${encodeURIComponent(payload.id)}`, payload);
  } else {
    await apiPost<{ id: string }>('/api/promot_store', { name: payload.name, content: payload.content });
  }
}
