import { ErrorCode, type RobotConfigRecord } from '@weassit/contract';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { getRobotConfig, saveRobotConfig } from '../../lib/robot-config';
import { userIdAtom } from '../../lib/session';

/** How long 更新成功 shows (spec §8). */
export const SAVED_TOAST_MS = 3_000;

/** What a config form page's view takes: the record's state and its two calls. */
export interface RobotConfigRecordState {
  /** The config record: undefined while loading, null when none was saved yet. */
  record: RobotConfigRecord | null | undefined;
  /** The load failed (the client already said why). */
  loadFailed?: boolean;
  /** The save request is running. */
  isSaving?: boolean;
  /** Another tab saved first (code 40900): the form must be reloaded before saving again. */
  hasConflict?: boolean;
  /** Bumped to start the form afresh from `record` (after a reload). */
  formKey?: number;
  /** Saves the whole config text with the record's version. */
  onSave: (configText: string) => void;
  /** Loads the latest record again. */
  onReload: () => void;
}

/**
 * The robot config record of a page that edits part of it as a form (基础配置, 文件存储): loads it, saves the whole
 * config with its version (更新成功 for `savedMessage`), and offers a reload after a conflict.
 */
export function useRobotConfigRecord(savedMessage: string): RobotConfigRecordState {
  const userId = useAtomValue(userIdAtom);
  const [record, setRecord] = useState<RobotConfigRecord | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [hasConflict, setConflict] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const live = useRef(true);

  const reload = useCallback(() => {
    setLoadFailed(false);
    getRobotConfig(userId).then(
      (loaded) => {
        if (!live.current) return;
        setRecord(loaded);
        setConflict(false);
        setFormKey((key) => key + 1);
      },
      () => live.current && setLoadFailed(true),
    );
  }, [userId]);

  useEffect(() => {
    live.current = true;
    reload();
    return () => {
      live.current = false;
    };
  }, [reload]);

  const saveNow = async (configText: string) => {
    setSaving(true);
    try {
      const saved = await saveRobotConfig({ config: configText, id: record?.id, version: record?.version, userId });
      if (!live.current) return;
      setRecord((current) => ({
        verifyCode: '',
        panelVersion: '',
        ...current,
        id: saved.id,
        version: saved.version,
        config: configText,
      }));
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
    isSaving,
    hasConflict,
    formKey,
    onSave: (configText) => void saveNow(configText),
    onReload: reload,
  };
}
