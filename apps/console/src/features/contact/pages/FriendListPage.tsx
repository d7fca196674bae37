import type { MessageItem } from '@weassit/contract';
import { getFriends } from '../api/get-friends';
import { reloadFriends } from '../api/reload-friends';
import { sayToFriend } from '../api/say-to-friend';
import { FriendListView } from './FriendListView';

const sync = async () => {
  await reloadFriends();
};
const send = async (friend: { wxid: string }, message: MessageItem) => {
  await sayToFriend(friend.wxid, message);
};

/** The friend list wired to the console API. */
export function FriendListPage() {
  return <FriendListView load={getFriends} onSync={sync} onSend={send} />;
}
