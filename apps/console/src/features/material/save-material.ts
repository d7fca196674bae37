import type { MaterialInput } from '@weassit/contract';
import { apiPost } from '../../lib/api-client';
import { saveEndpoint } from './material-form';

/**
 * `POST /api/material/add` (text, file) or `/api/material/rich/add` (H5, mini program): adds a material, or
 * updates it when `id` is set (the server answers 添加成功 / 修改成功).
 */
export function saveMaterial(payload: MaterialInput): Promise<{ id: string }> {
  return apiPost<{ id: string }>(saveEndpoint(payload.type), payload);
}
