import { useRobotConfigRecord } from '../../../kit/config-record/use-robot-config-record';
import { useConfigRecordMessages } from '../../../lib/i18n/console/kit-config-record';
import { SummaryView } from './SummaryView';

/** The 聊天总结 page's data: the robot config record, saved whole with its version. */
export function SummaryPage() {
  const t = useConfigRecordMessages();
  return <SummaryView {...useRobotConfigRecord(t.saved)} />;
}
