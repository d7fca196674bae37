import { getRooms } from '../api/get-rooms';
import { reloadRooms } from '../api/reload-rooms';
import { sayToRoom } from '../api/say-to-room';
import { RoomListView } from './RoomListView';

const sync = async () => {
  await reloadRooms();
};
const send = async (room: { wxid: string }, content: string) => {
  await sayToRoom(room.wxid, content);
};

/** The group list wired to the console API. */
export function RoomListPage() {
  return <RoomListView load={getRooms} onSync={sync} onSend={send} />;
}
