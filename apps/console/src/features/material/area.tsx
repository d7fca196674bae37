import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';

/** The material area's pages (placeholders until their issues land). */
export const pages = comingSoonPages(['word', 'file', 'h5', 'mini']);
