import { UserGroupPage } from './user-group/UserGroupPage';

/** The 群发 (bulk send) area's chunk: its one page. */
export const pages = { userGroup: UserGroupPage };
