import type { BatchTask, BatchTaskInput } from '@weassit/contract';
import { apiDelete, apiGet, apiPost, apiPut } from '../../lib/api-client';

/** The contract's BATCH_TASK_PATH under the API client's `/v1` base. */
const BASE = '/api/batch_tasks';

const one = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** `GET /api/batch_tasks`: every batch task of the account (all kinds; vip). */
export function listBatchTasks(): Promise<BatchTask[]> {
  return apiGet<BatchTask[]>(BASE);
}

/** `POST /api/batch_tasks` adds a task; `PUT /api/batch_tasks/{id}` replaces one (vip; the robot is told at once). */
export async function saveBatchTask(input: BatchTaskInput, id?: string): Promise<void> {
  if (id) await apiPut<null>(one(id), input);
  else await apiPost<{ id: string }>(BASE, input);
}

/** `DELETE /api/batch_tasks/{id}`. */
export async function removeBatchTask(id: string): Promise<void> {
  await apiDelete<null>(one(id));
}

/** `POST /api/batch_tasks/{id}/run`: the robot runs the task now (5 s apart; refused while it is offline). */
export async function runBatchTask(id: string): Promise<void> {
  await apiPost<null>(`${one(id)}/run`);
}
