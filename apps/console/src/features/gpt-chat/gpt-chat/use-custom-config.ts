import type { CustomConfig, CustomConfigRecord } from '@weassit/contract';
import { type ConfigRecordState, useConfigRecord } from '../../../kit/config-record/use-config-record';
import { getCustomConfig, saveCustomConfig } from './custom-config';

/** What the 多模态GPT view takes: the record's state and its two calls. */
export type CustomConfigState = Omit<ConfigRecordState<CustomConfigRecord, CustomConfig>, 'hasConflict'>;

/** The custom centre's record: a refusal of the entitlement shows in place of the form; a save starts it afresh. */
const customConfigCalls = {
  load: getCustomConfig,
  save: async (config: CustomConfig, current: CustomConfigRecord | null | undefined) => {
    const saved = await saveCustomConfig(config, current?.id);
    return { id: saved.id, config };
  },
  refusable: true,
  restartAfterSave: true,
};

/** Loads and saves the user's custom-centre config (更新成功 for `savedMessage`). */
export function useCustomConfig(savedMessage: string): CustomConfigState {
  const { hasConflict: _unused, ...state } = useConfigRecord(savedMessage, customConfigCalls);
  return state;
}
