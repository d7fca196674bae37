import type { Friend, MessageItem } from '@weassit/contract';
import type { TableColumn } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { ContactList } from '../../../components/ContactList';
import type { PageLoader } from '../../../kit/list/use-paged-list';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { useContactsMessages } from '../../../lib/i18n/console/contacts';
import { formatDateTime } from '../../../lib/i18n/format-date';
import { localeAtom } from '../../../lib/i18n/messages';

export interface FriendListViewProps {
  /** `GET /api/wechat/friend`. */
  load: PageLoader<Friend>;
  /** `POST /api/ws/event` reloadFriend. */
  onSync: () => Promise<void>;
  /** `POST /api/ws/contact/say`. */
  onSend: (friend: Friend, message: MessageItem) => Promise<void>;
}

/** 好友列表: the robot's friends with remark, WeChat id, gender and last upload, and 发消息 per friend. */
export function FriendListView({ load, onSync, onSend }: FriendListViewProps) {
  const messages = useConsoleMessages();
  const t = useContactsMessages();
  const locale = useAtomValue(localeAtom);
  const columns: TableColumn<Friend>[] = [
    { key: 'alias', title: t.alias },
    { key: 'weixin', title: t.weixin },
    { key: 'gender', title: t.gender, width: 80, render: (friend) => t.genders[friend.gender] ?? t.genders[0] },
    { key: 'updatedAt', title: t.updatedAt, render: (friend) => formatDateTime(friend.updatedAt, locale) },
  ];
  return (
    <ContactList
      kind="friend"
      texts={{
        title: messages.routes.contactList ?? '',
        searchLabel: t.searchFriends,
        searchPlaceholder: t.searchFriendsPlaceholder,
        tableLabel: t.friendTable,
        emptyTitle: t.noFriends,
        emptyDescription: t.noFriendsDescription,
        syncLabel: t.syncFriends,
      }}
      columns={columns}
      getName={(friend) => friend.name}
      load={load}
      onSync={onSync}
      onSend={onSend}
    />
  );
}
