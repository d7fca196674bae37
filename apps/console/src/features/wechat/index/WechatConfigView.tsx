import type { NameSearchFunction } from '@weassit/ui';
import { ConfigRecordFrame } from '../../../kit/config-record/ConfigRecordFrame';
import type { RobotConfigRecordState } from '../../../kit/config-record/use-robot-config-record';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { lazyComponent } from '../../../lib/lazy-page';

// The form and its checks (zod, through the contract's robotConfigSchema) load after the page: not on first visit.
const RobotConfigForm = lazyComponent(() => import('./lazy/RobotConfigForm'));

export interface WechatConfigViewProps extends RobotConfigRecordState {
  /** Finds the robot's groups by name. */
  searchRooms: NameSearchFunction;
}

/** The basic config page (/wechat/index): the missing-config notice, a conflict notice and the config form. */
export function WechatConfigView({
  isSaving = false,
  formKey = 0,
  onSave,
  searchRooms,
  ...frame
}: WechatConfigViewProps) {
  const t = useConsoleMessages();
  return (
    <ConfigRecordFrame title={t.routes.wechatIndex} {...frame}>
      {(configText) => (
        <RobotConfigForm
          key={formKey}
          configText={configText}
          isSaving={isSaving}
          onSave={onSave}
          searchRooms={searchRooms}
        />
      )}
    </ConfigRecordFrame>
  );
}
