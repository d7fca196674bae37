import { testOss } from '../api/test-oss';
import { useWechatMessages } from '../messages';
import { useRobotConfigRecord } from '../use-robot-config-record';
import { UploadFileView } from './UploadFileView';

/** The 文件存储 page's data: the robot config record, saved whole with its version, and the server's OSS test. */
export function UploadFilePage() {
  const t = useWechatMessages();
  return <UploadFileView {...useRobotConfigRecord(t.saved)} onTest={testOss} />;
}
