import type { MessageItem } from '@weassit/contract';
import { FriendListView } from './FriendListView';
import { getFriends } from './get-friends';
import { reloadFriends } from './reload-friends';
import { sayToFriend } from './say-to-friend';

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
