import { apiGet } from '../../../lib/api-client';

/** A notice of the site's administrators, newest first. */
export interface Notice {
  id: string;
  text: string;
  /** Epoch ms. */
  createdAt: number;
}

/** `GET /api/common/message`. */
export function getNotices(): Promise<Notice[]> {
  return apiGet<Notice[]>('/api/common/message');
}
