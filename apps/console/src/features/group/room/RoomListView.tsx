import type { MessageItem, Room } from '@weassit/contract';
import type { TableColumn } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { ContactList } from '../../../components/ContactList';
import type { PageLoader } from '../../../kit/list/use-paged-list';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { useContactsMessages } from '../../../lib/i18n/console/contacts';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { localeAtom } from '../../../lib/i18n/messages';

export interface RoomListViewProps {
  /** `GET /api/wechat/room`. */
  load: PageLoader<Room>;
  /** `POST /api/ws/event` reloadRoomOnly. */
  onSync: () => Promise<void>;
  /** `POST /api/ws/room/say`. */
  onSend: (room: Room, message: MessageItem) => Promise<void>;
}

/** 群列表: the robot's groups with member count, owner and last upload, and 发消息 per group. */
export function RoomListView({ load, onSync, onSend }: RoomListViewProps) {
  const messages = useConsoleMessages();
  const t = useContactsMessages();
  const locale = useAtomValue(localeAtom);
  const columns: TableColumn<Room>[] = [
    { key: 'memberCount', title: t.memberCount, width: 90, align: 'end' },
    { key: 'ownerId', title: t.owner },
    { key: 'updatedAt', title: t.updatedAt, render: (room) => formatDateTime(room.updatedAt, locale) },
  ];
  return (
    <ContactList
      kind="room"
      texts={{
        title: messages.routes.room ?? '',
        searchLabel: t.searchRooms,
        searchPlaceholder: t.searchRoomsPlaceholder,
        tableLabel: t.roomTable,
        emptyTitle: t.noRooms,
        emptyDescription: t.noRoomsDescription,
        syncLabel: t.syncRooms,
      }}
      columns={columns}
      getName={(room) => room.topic}
      load={load}
      onSync={onSync}
      onSend={onSend}
    />
  );
}
