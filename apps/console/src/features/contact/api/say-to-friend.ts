import { textMessage } from '../../../components/ContactList';
import { apiPost } from '../../../lib/api-client';

/** `POST /api/ws/contact/say`: one text message to one friend, by wxid. */
export function sayToFriend(wxid: string, content: string): Promise<null> {
  return apiPost<null>('/api/ws/contact/say', { wxid, message: textMessage(content) });
}
