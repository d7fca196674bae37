import { OapiPage } from './oapi/OapiPage';

/** The open API page's chunk. */
export const pages = { oapi: OapiPage };
