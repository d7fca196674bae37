import { NotFoundPage } from './pages/NotFoundPage';

/** The 404 page's chunk. */
export const pages = { '404': NotFoundPage };
