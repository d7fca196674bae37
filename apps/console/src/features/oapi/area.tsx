import { OapiPage } from './pages/OapiPage';

/** The open API page's chunk. */
export const pages = { oapi: OapiPage };
