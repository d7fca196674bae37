import type { MessageItem } from '@weassit/contract';
import { getRooms } from './get-rooms';
import { RoomListView } from './RoomListView';
import { reloadRooms } from './reload-rooms';
import { sayToRoom } from './say-to-room';

const sync = async () => {
  await reloadRooms();
};
const send = async (room: { wxid: string }, message: MessageItem) => {
  await sayToRoom(room.wxid, message);
};

/** The group list wired to the console API. */
export function RoomListPage() {
  return <RoomListView load={getRooms} onSync={sync} onSend={send} />;
}
