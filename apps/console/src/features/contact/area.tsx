import { FriendListPage } from './list/FriendListPage';

/** The contact area's chunk. */
export const pages = { contactList: FriendListPage };
