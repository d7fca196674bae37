import type { MessageItem } from '@weassit/contract';
import { apiPost } from '../../../lib/api-client';

/** `POST /api/ws/room/say`: one message to one group, by wxid. */
export function sayToRoom(wxid: string, message: MessageItem): Promise<null> {
  return apiPost<null>('/api/ws/room/say', { wxid, message });
}
