import type { MessageItem } from '@weassit/contract';
import { apiPost } from '../../../lib/api-client';

/** `POST /api/ws/contact/say`: one message to one friend, by wxid. */
export function sayToFriend(wxid: string, message: MessageItem): Promise<null> {
  return apiPost<null>('/api/ws/contact/say', { wxid, message });
}
