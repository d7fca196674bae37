import { apiGet } from '../../../lib/api-client';

/** A notice of the site's administrators, newest first. */
export interface Notice {
  id: string;
  text: string;
  /** Epoch ms. */
  createdAt: number;
}

export const NOTICES_PATH = '/api/common/message';

/** `GET /api/common/message`. */
export function getNotices(): Promise<Notice[]> {
  return apiGet<Notice[]>(NOTICES_PATH);
}
