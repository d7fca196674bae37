import { comingSoonPages } from '../../components/ComingSoon/ComingSoon';
import { docsRoute } from '../../config/routes';

/** The docs pages (placeholders until the docs are written). */
export const pages = comingSoonPages((docsRoute.children ?? []).map((route) => route.name));
