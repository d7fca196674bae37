import type { OssConfig, OssTestResult } from '@weassit/contract';
import { ConfigRecordFrame } from '../../../kit/config-record/ConfigRecordFrame';
import type { RobotConfigRecordState } from '../../../kit/config-record/use-robot-config-record';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { lazyComponent } from '../../../lib/lazy-page';

// The form and its checks (zod, through the contract's schemas) load after the page.
const UploadFileForm = lazyComponent(() => import('./lazy/UploadFileForm'));

export interface UploadFileViewProps extends RobotConfigRecordState {
  /** 测试连接: the server tries the OSS config. */
  onTest: (config: OssConfig) => Promise<OssTestResult>;
}

/** 文件存储 (/wechat/uploadFile): the robot config's `uploadFileConfig` as a form, with a connection test. */
export function UploadFileView({ isSaving = false, formKey = 0, onSave, onTest, ...frame }: UploadFileViewProps) {
  const t = useConsoleMessages();
  return (
    <ConfigRecordFrame title={t.routes.uploadFile} {...frame}>
      {(configText) => (
        <UploadFileForm key={formKey} configText={configText} isSaving={isSaving} onSave={onSave} onTest={onTest} />
      )}
    </ConfigRecordFrame>
  );
}
