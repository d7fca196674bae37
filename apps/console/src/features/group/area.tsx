import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';

/** The group area's pages (placeholders until their issues land). */
export const pages = comingSoonPages(['room', 'groupIndex']);
