import { NotFoundPage } from './not-found/NotFoundPage';

/** The 404 area's chunk: its one page. */
export const pages = { '404': NotFoundPage };
