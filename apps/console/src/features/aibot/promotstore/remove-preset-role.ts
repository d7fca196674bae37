import { apiDelete } from '../../../lib/api-client';

/** `DELETE /api/promot_store/{id}`: deletes one of the user's own roles (not a built-in one: 内置角色不可删除). */
export async function removePresetRole(id: string): Promise<void> {
  await apiDelete<null>(`/api/promot_store/${encodeURIComponent(id)}`);
}
