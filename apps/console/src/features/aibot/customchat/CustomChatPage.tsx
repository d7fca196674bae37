import type { GptConfig } from '@weassit/contract';
import { loadRobotTargetOptions } from '../../../lib/robot-targets';
import { CustomChatView } from './CustomChatView';
import { loadGptRoles } from './gpt-config-targets';
import { listGptConfigs } from './list-gpt-configs';
import { removeGptConfig } from './remove-gpt-config';
import { resetGptConfigUsage } from './reset-gpt-config';
import { saveGptConfig } from './save-gpt-config';

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
