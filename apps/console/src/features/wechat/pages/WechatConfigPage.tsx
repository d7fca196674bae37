import { ErrorCode, type RobotConfigRecord } from '@weassit/contract';
import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { getRobotConfig, saveRobotConfig } from '../../../lib/robot-config';
import { userIdAtom } from '../../../lib/session';
import { useWechatMessages } from '../messages';
import { WechatConfigView } from './WechatConfigView';

/** How long 更新成功 shows (spec §8). */
export const SAVED_TOAST_MS = 3_000;

/** The basic config page's data: loads the record, saves the whole config with its version, reloads on demand. */
export function WechatConfigPage() {
  const t = useWechatMessages();
  const userId = useAtomValue(userIdAtom);
  const [record, setRecord] = useState<RobotConfigRecord | null | undefined>(undefined);
  const [loadFailed, setLoadFailed] = useState(false);
  const [isSaving, setSaving] = useState(false);
  const [hasConflict, setConflict] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const live = useRef(true);

  const load = useCallback(() => {
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
    load();
    return () => {
      live.current = false;
    };
  }, [load]);

  const onSave = async (configText: string) => {
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
      notify.success(t.saved, SAVED_TOAST_MS);
    } catch (error) {
      // The client already showed the server's message; a conflict also offers to reload.
      if (live.current && error instanceof ApiError && error.code === ErrorCode.CONFLICT) setConflict(true);
    } finally {
      if (live.current) setSaving(false);
    }
  };

  return (
    <WechatConfigView
      record={record}
      loadFailed={loadFailed}
      isSaving={isSaving}
      hasConflict={hasConflict}
      formKey={formKey}
      onSave={(configText) => void onSave(configText)}
      onReload={load}
    />
  );
}
