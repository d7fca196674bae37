import { textMessage } from '../../../components/ContactList';
import { apiPost } from '../../../lib/api-client';

/** `POST /api/ws/room/say`: one text message to one group, by wxid. */
export function sayToRoom(wxid: string, content: string): Promise<null> {
  return apiPost<null>('/api/ws/room/say', { wxid, message: textMessage(content) });
}
