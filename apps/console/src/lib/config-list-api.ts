import { type ConfigList, type ConfigListName, ErrorCode } from '@weassit/contract';
import { apiGet, apiPost } from './api-client';

/** One item of a list, as stored in the robot config. */
export type ConfigListItem = Record<string, unknown>;

/**
 * The six item operations on one list of the robot config. Each resolves with the list as now stored and its new
 * version; a change based on a stale version rejects with an ApiError of code 40900 (the list is unchanged).
 */
export interface ConfigListApi {
  load: (name: ConfigListName) => Promise<ConfigList>;
  add: (name: ConfigListName, version: string, item: ConfigListItem) => Promise<ConfigList>;
  replace: (name: ConfigListName, version: string, index: number, item: ConfigListItem) => Promise<ConfigList>;
  remove: (name: ConfigListName, version: string, index: number) => Promise<ConfigList>;
  duplicate: (name: ConfigListName, version: string, index: number) => Promise<ConfigList>;
  move: (name: ConfigListName, version: string, from: number, to: number) => Promise<ConfigList>;
}

const base = '/api/wechat/config/list';
/** The editor shows these inline (the conflict with 重新加载, the vip refusal with 去开通): no toast as well. */
const inline = { shownByCaller: [ErrorCode.CONFLICT, ErrorCode.FORBIDDEN] };

/** The server's list calls (the user is the session's). */
export const configListApi: ConfigListApi = {
  load: (name) => apiGet<ConfigList>(base, { ...inline, params: { name } }),
  add: (name, version, item) => apiPost<ConfigList>(`${base}/add`, { name, version, item }, inline),
  replace: (name, version, index, item) =>
    apiPost<ConfigList>(`${base}/replace`, { name, version, index, item }, inline),
  remove: (name, version, index) => apiPost<ConfigList>(`${base}/delete`, { name, version, index }, inline),
  duplicate: (name, version, index) => apiPost<ConfigList>(`${base}/duplicate`, { name, version, index }, inline),
  move: (name, version, from, to) => apiPost<ConfigList>(`${base}/move`, { name, version, from, to }, inline),
};
