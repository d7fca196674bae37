import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';

/** The contact area's pages (placeholders until their issues land). */
export const pages = comingSoonPages(['contactList']);
