import { apiPost } from '../../../lib/api-client';

/** `POST /api/gpt_config/{id}/reset`: the used count back to 0, so a config at its limit answers again. */
export async function resetGptConfigUsage(id: string): Promise<void> {
  await apiPost<null>(`/api/gpt_config/${encodeURIComponent(id)}/reset`);
}
