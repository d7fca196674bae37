import type { MessageItem } from '@weassit/contract';
import { getRooms } from '../api/get-rooms';
import { reloadRooms } from '../api/reload-rooms';
import { sayToRoom } from '../api/say-to-room';
import { RoomListView } from './RoomListView';

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
