import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';
import { RoomListPage } from './pages/RoomListPage';

/** The group area's chunk: the group list; keyword-to-join is still a placeholder. */
export const pages = { ...comingSoonPages(['groupIndex']), room: RoomListPage };
