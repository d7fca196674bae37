import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';

/** The schedule area's pages (placeholders until their issues land). */
export const pages = comingSoonPages(['day', 'customContent', 'countdown', 'scheduleCustom', 'news', 'tasks']);
