import type { RobotConfigRecord } from '@weassit/contract';
import { useAtomValue } from 'jotai';
import { useMemo } from 'react';
import { getRobotConfig, saveRobotConfig } from '../../lib/robot-config';
import { userIdAtom } from '../../lib/session';
import { type ConfigRecordState, useConfigRecord } from './use-config-record';

export { SAVED_TOAST_MS } from './use-config-record';

/** What a robot config form page's view takes; `onSave` takes the whole config text. */
export type RobotConfigRecordState = Omit<ConfigRecordState<RobotConfigRecord, string>, 'refusal'>;

/**
 * The robot config record of a page that edits part of it as a form (基础配置, 文件存储, 聊天总结): saves the whole
 * config with the record's version, so a save over another tab's newer one is refused (and offers a reload).
 */
export function useRobotConfigRecord(savedMessage: string): RobotConfigRecordState {
  const userId = useAtomValue(userIdAtom);
  const calls = useMemo(
    () => ({
      load: () => getRobotConfig(userId),
      save: async (configText: string, current: RobotConfigRecord | null | undefined) => {
        const saved = await saveRobotConfig({ config: configText, id: current?.id, version: current?.version, userId });
        return {
          verifyCode: '',
          panelVersion: '',
          ...current,
          id: saved.id,
          version: saved.version,
          config: configText,
        };
      },
    }),
    [userId],
  );
  const { refusal: _never, ...state } = useConfigRecord(savedMessage, calls);
  return state;
}
