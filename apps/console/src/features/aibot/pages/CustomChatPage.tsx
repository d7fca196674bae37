import type { GptConfig } from '@weassit/contract';
import { loadRobotTargetOptions } from '../../../lib/robot-targets';
import { loadGptRoles } from '../api/gpt-config-targets';
import { listGptConfigs } from '../api/list-gpt-configs';
import { removeGptConfig } from '../api/remove-gpt-config';
import { resetGptConfigUsage } from '../api/reset-gpt-config';
import { saveGptConfig } from '../api/save-gpt-config';
import { CustomChatView } from './CustomChatView';

const remove = (config: GptConfig) => removeGptConfig(config.id);
const reset = (config: GptConfig) => resetGptConfigUsage(config.id);

/** 自定义对话 wired to the console API. */
export function CustomChatPage() {
  return (
    <CustomChatView
      load={listGptConfigs}
      onSave={saveGptConfig}
      onRemove={remove}
      onReset={reset}
      loadTargets={loadRobotTargetOptions}
      loadRoles={loadGptRoles}
    />
  );
}
