import {
  BULK_SEND_JOBS_PATH,
  BULK_SEND_PATH,
  type BulkSendCreated,
  type BulkSendJob,
  type BulkSendJobDetail,
  type BulkSendJobRequest,
  bulkSendCancelPath,
  bulkSendJobPath,
  type Page,
} from '@weassit/contract';
import { apiGet, apiPost } from '../../lib/api-client';

/** The console's paths are the server's without the version prefix (`/v1` is added by the API client). */
const consolePath = (path: string) => path.replace(/^\/v1/, '');

/** `POST /api/ws/messages`: starts a bulk send job; answers its id. */
export function createBulkSend(request: BulkSendJobRequest): Promise<BulkSendCreated> {
  return apiPost<BulkSendCreated>(consolePath(BULK_SEND_PATH), request);
}

/** `GET /api/bulk-sends`: my jobs, newest first. */
export function listBulkSends(params: { current: number; pageSize: number }): Promise<Page<BulkSendJob>> {
  const query = new URLSearchParams({ current: String(params.current), pageSize: String(params.pageSize) });
  return apiGet<Page<BulkSendJob>>(`${consolePath(BULK_SEND_JOBS_PATH)}?${query}`);
}

/** `GET /api/bulk-sends/:id`: one job with each recipient's status. */
export function getBulkSend(id: string, options: { quiet?: boolean } = {}): Promise<BulkSendJobDetail> {
  return apiGet<BulkSendJobDetail>(consolePath(bulkSendJobPath(id)), options);
}

/** `POST /api/bulk-sends/:id/cancel`. */
export function cancelBulkSend(id: string): Promise<void> {
  return apiPost<void>(consolePath(bulkSendCancelPath(id)), {});
}
