import { ErrorCode } from '@weassit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';

/** How long 更新成功 shows (spec §8). */
export const SAVED_TOAST_MS = 3_000;

/** What a page editing one stored record as a form gives its view: the record's state and its two calls. */
export interface ConfigRecordState<R, V> {
  /** The record: undefined while loading, null before the first save. */
  record: R | null | undefined;
  /** The load failed (the client already said why). */
  loadFailed?: boolean;
  /** The server refused the page's entitlement (its message), shown in place of the form. */
  refusal?: string | null;
  /** The save request is running. */
  isSaving?: boolean;
  /** Another tab saved first (code 40900): the form must be reloaded before saving again. */
  hasConflict?: boolean;
  /** Bumped to start the form afresh from `record` (after a reload, and after a save where asked). */
  formKey?: number;
  onSave: (value: V) => void;
  onReload: () => void;
}

/** How a page's record is read and written. */
export interface ConfigRecordCalls<R, V> {
  load: () => Promise<R | null>;
  /** Saves `value` over `current`; resolves with the record as stored now. */
  save: (value: V, current: R | null | undefined) => Promise<R>;
  /** A refusal of the entitlement (40300) on load is shown in place of the form rather than as a failed load. */
  refusable?: boolean;
  /** Starts the form afresh from what was stored after each save (nothing left unsaved). */
  restartAfterSave?: boolean;
}

/**
 * The one way a config form page loads and saves its record (基础配置, 文件存储, 聊天总结, 多模态GPT): loads it
 * (again on `onReload` and when `calls` change), saves it (更新成功 for `savedMessage`), and tells a conflict or a
 * refused entitlement apart from a failed request. Pass `calls` memoised: a new object loads the record again.
 */
export function useConfigRecord<R, V>(savedMessage: string, calls: ConfigRecordCalls<R, V>): ConfigRecordState<R, V> {
  const [record, setRecord] = useState<R | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [hasConflict, setConflict] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const live = useRef(true);

  const reload = useCallback(() => {
    setLoadFailed(false);
    calls.load().then(
      (loaded) => {
        if (!live.current) return;
        setRecord(loaded);
        setRefusal(null);
        setConflict(false);
        setFormKey((key) => key + 1);
      },
      (error: unknown) => {
        if (!live.current) return;
        if (calls.refusable && error instanceof ApiError && error.code === ErrorCode.FORBIDDEN) {
          setRefusal(error.message);
        } else {
          setLoadFailed(true);
        }
      },
    );
  }, [calls]);

  useEffect(() => {
    live.current = true;
    reload();
    return () => {
      live.current = false;
    };
  }, [reload]);

  const saveNow = async (value: V) => {
    setSaving(true);
    try {
      const saved = await calls.save(value, record);
      if (!live.current) return;
      setRecord(saved);
      if (calls.restartAfterSave) setFormKey((key) => key + 1);
      notify.success(savedMessage, SAVED_TOAST_MS);
    } catch (error) {
      // The client already showed the server's message; a conflict also offers to reload.
      if (live.current && error instanceof ApiError && error.code === ErrorCode.CONFLICT) setConflict(true);
    } finally {
      if (live.current) setSaving(false);
    }
  };

  return {
    record,
    loadFailed,
    refusal,
    isSaving,
    hasConflict,
    formKey,
    onSave: (value) => void saveNow(value),
    onReload: reload,
  };
}
