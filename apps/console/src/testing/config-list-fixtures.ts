import {
  CONFIG_LIST_CONFLICT_MESSAGE,
  type ConfigList,
  type ConfigListName,
  ErrorCode,
  MatchType,
  Scope,
} from '@weassit/contract';
import { ApiError } from '../lib/api-client';
import type { ConfigListApi, ConfigListItem } from '../lib/config-list-api';

/** Three 简单问答 rules, the first two with the same start so a search narrows them. */
export const replyRulesFixture: ConfigListItem[] = [
  { keywords: ['价格', '多少钱'], reg: MatchType.FUZZY, scope: Scope.ALL, replys: [{ type: 1, content: '请看置顶' }] },
  { keywords: ['地址'], reg: MatchType.EXACT, scope: Scope.ROOM, replys: [{ type: 1, content: '上海市浦东新区' }] },
  { keywords: ['营业时间'], reg: MatchType.FUZZY, scope: Scope.FRIEND, replys: [{ type: 1, content: '9:00-18:00' }] },
];

export interface MemoryConfigListApi extends ConfigListApi {
  /** Another tab changes the list (here: appends `item`), so this tab's version goes stale. */
  changeElsewhere: (name: ConfigListName, item: ConfigListItem) => void;
  /** The stored items (for assertions). */
  stored: (name: ConfigListName) => ConfigListItem[];
}

let versionSeed = 0;
const nextVersion = () => (++versionSeed).toString(16).padStart(16, '0');

/**
 * The server's list calls, in memory and with the same rules: a version per list that changes with its content,
 * 40900 (CONFIG_LIST_CONFLICT_MESSAGE) for a stale version, 40300 for a refused (vip) list, and the list as
 * stored in every answer. `failLoads` makes that many first loads fail (a network error).
 */
export function memoryConfigListApi(
  initial: Partial<Record<ConfigListName, ConfigListItem[]>>,
  options: { refused?: string; failLoads?: number } = {},
): MemoryConfigListApi {
  const lists = new Map<ConfigListName, { items: ConfigListItem[]; version: string }>();
  let failLoads = options.failLoads ?? 0;
  const get = (name: ConfigListName) => {
    let list = lists.get(name);
    if (!list) {
      list = { items: structuredClone(initial[name] ?? []), version: nextVersion() };
      lists.set(name, list);
    }
    return list;
  };
  const answer = (name: ConfigListName): ConfigList => {
    const list = get(name);
    return { name, version: list.version, items: structuredClone(list.items) };
  };
  const change = async (name: ConfigListName, version: string, apply: (items: ConfigListItem[]) => void) => {
    if (options.refused) throw new ApiError(ErrorCode.FORBIDDEN, options.refused);
    const list = get(name);
    if (list.version !== version) throw new ApiError(ErrorCode.CONFLICT, CONFIG_LIST_CONFLICT_MESSAGE);
    apply(list.items);
    list.version = nextVersion();
    return answer(name);
  };
  return {
    load: async (name) => {
      if (options.refused) throw new ApiError(ErrorCode.FORBIDDEN, options.refused);
      if (failLoads > 0) {
        failLoads -= 1;
        throw new ApiError(-1, '网络错误');
      }
      return answer(name);
    },
    add: (name, version, item) => change(name, version, (items) => items.push(structuredClone(item))),
    replace: (name, version, index, item) =>
      change(name, version, (items) => items.splice(index, 1, structuredClone(item))),
    remove: (name, version, index) => change(name, version, (items) => items.splice(index, 1)),
    duplicate: (name, version, index) =>
      change(name, version, (items) => items.splice(index + 1, 0, structuredClone(items[index] as ConfigListItem))),
    move: (name, version, from, to) =>
      change(name, version, (items) => {
        const [moved] = items.splice(from, 1);
        if (moved) items.splice(to, 0, moved);
      }),
    changeElsewhere: (name, item) => {
      const list = get(name);
      list.items.push(item);
      list.version = nextVersion();
    },
    stored: (name) => structuredClone(get(name).items),
  };
}
