import { useRobotConfigRecord } from '../../../kit/config-record/use-robot-config-record';
import { useConfigRecordMessages } from '../../../lib/i18n/console/kit-config-record';
import { testOss } from './test-oss';
import { UploadFileView } from './UploadFileView';

/** The 文件存储 page's data: the robot config record, saved whole with its version, and the server's OSS test. */
export function UploadFilePage() {
  const t = useConfigRecordMessages();
  return <UploadFileView {...useRobotConfigRecord(t.saved)} onTest={testOss} />;
}
