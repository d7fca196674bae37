import { RoomSyncPage } from './room-async/RoomSyncPage';

/** The group sync area's chunk: its one page. */
export const pages = { roomAsync: RoomSyncPage };
