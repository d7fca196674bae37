import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';
import { PresetRolesPage } from './pages/PresetRolesPage';

/** The aibot area's pages: 预设角色, and custom chat as a placeholder until its issue lands. */
export const pages = { ...comingSoonPages(['customchat']), promotstore: PresetRolesPage };
