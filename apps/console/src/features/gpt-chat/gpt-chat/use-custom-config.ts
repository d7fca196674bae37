import { type CustomConfig, type CustomConfigRecord, ErrorCode } from '@weassit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { SAVED_TOAST_MS } from '../../../kit/config-record/use-robot-config-record';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { getCustomConfig, saveCustomConfig } from './custom-config';

/** What the 多模态GPT view takes: the record's state and its two calls. */
export interface CustomConfigState {
  /** The config record: undefined while loading, null before the first save. */
  record: CustomConfigRecord | null | undefined;
  /** The load failed (the client already said why). */
  loadFailed?: boolean;
  /** The server refused the custom entitlement (its message), shown in place of the form. */
  refusal?: string | null;
  isSaving?: boolean;
  /** Bumped to start the form afresh from `record` (after a reload). */
  formKey?: number;
  onSave: (config: CustomConfig) => void;
  onReload: () => void;
}

/** Loads and saves the user's custom-centre config (更新成功 for `savedMessage`). */
export function useCustomConfig(savedMessage: string): CustomConfigState {
  const [record, setRecord] = useState<CustomConfigRecord | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [isSaving, setSaving] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const live = useRef(true);

  const reload = useCallback(() => {
    setLoadFailed(false);
    getCustomConfig().then(
      (loaded) => {
        if (!live.current) return;
        setRecord(loaded);
        setRefusal(null);
        setFormKey((key) => key + 1);
      },
      (error: unknown) => {
        if (!live.current) return;
        if (error instanceof ApiError && error.code === ErrorCode.FORBIDDEN) setRefusal(error.message);
        else setLoadFailed(true);
      },
    );
  }, []);

  useEffect(() => {
    live.current = true;
    reload();
    return () => {
      live.current = false;
    };
  }, [reload]);

  const saveNow = async (config: CustomConfig) => {
    setSaving(true);
    try {
      const saved = await saveCustomConfig(config, record?.id);
      if (!live.current) return;
      setRecord({ id: saved.id, config });
      // The form starts afresh from what was stored (nothing left unsaved).
      setFormKey((key) => key + 1);
      notify.success(savedMessage, SAVED_TOAST_MS);
    } catch {
      // The client already showed the server's message.
    } finally {
      if (live.current) setSaving(false);
    }
  };

  return {
    record,
    loadFailed,
    refusal,
    isSaving,
    formKey,
    onSave: (config) => void saveNow(config),
    onReload: reload,
  };
}
