import type { Friend, Page } from '@weassit/contract';
import { apiGet } from '../../../lib/api-client';

/** `GET /api/wechat/friend`: one page of the robot's friends, `word` matching nickname or remark. */
export function getFriends(params: { current: number; pageSize: number; word?: string }): Promise<Page<Friend>> {
  return apiGet<Page<Friend>>('/api/wechat/friend', { params });
}
