import { HomePage } from './HomePage';

/** The landing page's chunk. */
export const pages = { home: HomePage };
