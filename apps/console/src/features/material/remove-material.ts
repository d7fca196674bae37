import { apiGet } from '../../lib/api-client';

/**
 * `GET /api/material/remove?id=`: deletes a material. The server refuses one that a rule or schedule still
 * sends, naming where (素材正在被使用：…); the API client shows that message.
 */
export function removeMaterial(id: string): Promise<null> {
  return apiGet<null>('/api/material/remove', { params: { id } });
}
