import { FriendListPage } from './pages/FriendListPage';

/** The contact area's chunk. */
export const pages = { contactList: FriendListPage };
