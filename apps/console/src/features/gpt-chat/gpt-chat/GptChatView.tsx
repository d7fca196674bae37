import type { CustomConfigRecord, RobotConfigRecord } from '@weassit/contract';
import { Alert, PageWrapper } from '@weassit/ui';
import { ConfigRecordFrame } from '../../../kit/config-record/ConfigRecordFrame';
import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { useCustomMessages } from '../../../lib/i18n/console/custom';
import { lazyComponent } from '../../../lib/lazy-page';
import type { CustomConfigState } from './use-custom-config';

// The form and its checks (zod, through the contract's schema) load after the page.
const GptChatForm = lazyComponent(() => import('./lazy/GptChatForm'));

/**
 * The frame shows a record's config text. The custom config has no version and needs no initialising: a missing
 * one is an empty config, which the first save creates.
 */
function frameRecord(record: CustomConfigRecord | null | undefined): RobotConfigRecord | undefined {
  if (record === undefined) return undefined;
  return {
    id: record?.id ?? '',
    verifyCode: '',
    panelVersion: '',
    version: 0,
    config: JSON.stringify(record?.config ?? { privateKeywords: [] }),
  };
}

/** 多模态GPT (/custom/gptChat): the custom centre's config as a form, or why the user may not open it. */
export function GptChatView({
  record,
  loadFailed = false,
  refusal = null,
  isSaving = false,
  formKey = 0,
  onSave,
  onReload,
}: CustomConfigState) {
  const t = useConsoleMessages();
  const c = useCustomMessages();
  if (refusal !== null) {
    return (
      <PageWrapper title={t.routes.gptChat}>
        <Alert variant="error" role="alert" title={refusal || c.forbidden}>
          {c.forbiddenDescription}
        </Alert>
      </PageWrapper>
    );
  }
  return (
    <ConfigRecordFrame
      title={t.routes.gptChat}
      record={frameRecord(record)}
      loadFailed={loadFailed}
      onReload={onReload}
    >
      {(configText) => (
        <GptChatForm key={formKey} configText={record ? configText : null} isSaving={isSaving} onSave={onSave} />
      )}
    </ConfigRecordFrame>
  );
}
