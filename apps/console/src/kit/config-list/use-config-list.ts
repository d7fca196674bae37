import { type ConfigList, type ConfigListName, ErrorCode } from '@weassit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { type ConfigListApi, type ConfigListItem, configListApi } from '../../lib/config-list-api';
import { useConfigListMessages } from '../../lib/i18n/console/kit-config-list';
import { format } from '../../lib/i18n/format';
import { askConfirm, notify } from '../../lib/notify';
import { type ListChange, nextKeys } from './list-keys';

export type ConfigListStatus = 'loading' | 'ready' | 'error' | 'forbidden';

export interface ConfigListState<T extends ConfigListItem> {
  name: ConfigListName;
  /** `loading` before the first answer; `forbidden`: a vip list and a free user (`refusal` says why). */
  status: ConfigListStatus;
  items: T[];
  /** A stable key per item, for the table's rows. */
  keys: string[];
  /** The server's refusal of a vip list (40300). */
  refusal: string | null;
  /**
   * The server's refusal when the list changed elsewhere since it was read (the contract's
   * CONFIG_LIST_CONFLICT_MESSAGE): the last change was refused, nothing was changed. Null otherwise.
   */
  conflict: string | null;
  /** A change or a reload is on its way: the editor does not start another. */
  isPending: boolean;
  reload: () => Promise<void>;
  /**
   * Each change resolves true once the server stored it (it then answers the list as stored) and says so;
   * `notice: false` leaves that to the caller (several adds in a row).
   */
  add: (item: T, notice?: false) => Promise<boolean>;
  replace: (index: number, item: T) => Promise<boolean>;
  /** Asks first (a danger confirm naming the rule `label`). */
  remove: (index: number, label: string) => Promise<boolean>;
  duplicate: (index: number) => Promise<boolean>;
  move: (from: number, to: number) => Promise<boolean>;
}

interface Loaded<T> {
  items: T[];
  keys: string[];
  version: string | null;
}

/**
 * One list of the robot config, changed one item at a time with the version it was read at. The API client shows
 * every refusal except the two the editor shows inline (see `config-list-api.ts`): a conflict (with a reload) and
 * a vip refusal (with 去开通).
 */
export function useConfigList<T extends ConfigListItem>(
  name: ConfigListName,
  api: ConfigListApi = configListApi,
): ConfigListState<T> {
  const t = useConfigListMessages();
  const [status, setStatus] = useState<ConfigListStatus>('loading');
  const [loaded, setLoaded] = useState<Loaded<T>>({ items: [], keys: [], version: null });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const live = useRef(true);
  // The latest list, for changes started from an older render (a confirm that was open meanwhile).
  const current = useRef(loaded);
  const busy = useRef(false);

  // The ref moves at once: a caller may chain changes (恢复默认技能 adds two) before React re-renders.
  const accept = useCallback((list: ConfigList, change: ListChange) => {
    const items = list.items as T[];
    const next = { items, version: list.version, keys: nextKeys(current.current.keys, change, items.length) };
    current.current = next;
    setLoaded(next);
  }, []);

  const refuse = useCallback((error: unknown) => {
    if (!(error instanceof ApiError)) return;
    if (error.code === ErrorCode.CONFLICT) setConflict(error.message);
    if (error.code === ErrorCode.FORBIDDEN) {
      setRefusal(error.message);
      setStatus('forbidden');
    }
  }, []);

  const reload = useCallback(async () => {
    busy.current = true;
    setPending(true);
    try {
      const list = await api.load(name);
      if (!live.current) return;
      accept(list, { kind: 'load' });
      setConflict(null);
      setStatus('ready');
    } catch (error) {
      if (!live.current) return;
      if (error instanceof ApiError && error.code === ErrorCode.FORBIDDEN) refuse(error);
      // A failed reload after a conflict keeps the rows on screen; only a first load shows the error state.
      else setStatus((was) => (was === 'loading' || was === 'error' ? 'error' : was));
    } finally {
      busy.current = false;
      if (live.current) setPending(false);
    }
  }, [api, name, accept, refuse]);

  useEffect(() => {
    live.current = true;
    void reload();
    return () => {
      live.current = false;
    };
  }, [reload]);

  const change = async (
    run: (version: string) => Promise<ConfigList>,
    what: ListChange,
    done: string | false = t.saved,
  ): Promise<boolean> => {
    const version = current.current.version;
    if (version === null || busy.current) return false;
    busy.current = true;
    setPending(true);
    try {
      const list = await run(version);
      if (!live.current) return false;
      accept(list, what);
      setConflict(null);
      if (done !== false) notify.success(done);
      return true;
    } catch (error) {
      if (live.current) refuse(error);
      return false;
    } finally {
      busy.current = false;
      if (live.current) setPending(false);
    }
  };

  return {
    name,
    status,
    items: loaded.items,
    keys: loaded.keys,
    refusal,
    conflict,
    isPending,
    reload,
    add: (item, notice) => change((version) => api.add(name, version, item), { kind: 'add' }, notice),
    replace: (index, item) => change((version) => api.replace(name, version, index, item), { kind: 'replace', index }),
    remove: async (index, label) => {
      const confirmed = await askConfirm({
        title: t.removeTitle,
        message: format(t.removeMessage, { name: label }),
        confirmLabel: t.removeConfirm,
        variant: 'danger',
      });
      if (!confirmed) return false;
      return change((version) => api.remove(name, version, index), { kind: 'remove', index }, t.removed);
    },
    duplicate: (index) => change((version) => api.duplicate(name, version, index), { kind: 'duplicate', index }),
    move: (from, to) => change((version) => api.move(name, version, from, to), { kind: 'move', from, to }),
  };
}
