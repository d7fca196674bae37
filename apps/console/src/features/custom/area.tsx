import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';

/** The custom area's pages (placeholders until their issues land). */
export const pages = comingSoonPages(['gptChat']);
