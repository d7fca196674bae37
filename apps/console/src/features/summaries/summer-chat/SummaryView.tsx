import { ConfigRecordFrame } from '../../../kit/config-record/ConfigRecordFrame';
import type { RobotConfigRecordState } from '../../../kit/config-record/use-robot-config-record';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { lazyComponent } from '../../../lib/lazy-page';

// The form and its checks (zod, through the contract's schema) load after the page.
const SummaryForm = lazyComponent(() => import('./lazy/SummaryForm'));

/** 聊天总结 (/vip/summerChat): the robot config's `summerConfig` as a form. */
export function SummaryView({ isSaving = false, formKey = 0, onSave, ...frame }: RobotConfigRecordState) {
  const t = useConsoleMessages();
  return (
    <ConfigRecordFrame title={t.routes.summerChat} {...frame}>
      {(configText) => <SummaryForm key={formKey} configText={configText} isSaving={isSaving} onSave={onSave} />}
    </ConfigRecordFrame>
  );
}
