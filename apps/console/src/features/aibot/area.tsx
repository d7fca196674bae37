import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';

/** The aibot area's pages (placeholders until their issues land). */
export const pages = comingSoonPages(['customchat', 'promotstore']);
