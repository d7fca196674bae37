import { apiDelete } from '../../../lib/api-client';

/** `DELETE /api/gpt_config/{id}`: the targets fall back to the basic config's replies. */
export async function removeGptConfig(id: string): Promise<void> {
  await apiDelete<null>(`/api/gpt_config/${encodeURIComponent(id)}`);
}
