import type { BulkSendJobRequest } from '@weassit/contract';
import type { TargetOption } from '@weassit/ui';
import { useState } from 'react';
import { notify } from '../../lib/notify';
import { loadRobotTargetOptions } from '../../lib/robot-targets';
import { BulkSendDialog } from './BulkSendDialog';
import { createBulkSend } from './bulk-send-api';
import type { BulkSendKind } from './bulk-send-form';
import { useBulkSendMessages } from './bulk-send-messages';

export interface BulkSendLauncherProps {
  kind: BulkSendKind;
  /** Targets picked already (群发 from a list). */
  targets?: TargetOption[];
  onClose: () => void;
  /** Called with the new job's id once the server took it. */
  onSent?: (jobId: string) => void;
  /** The request (default: `POST /api/ws/messages`). */
  send?: (request: BulkSendJobRequest) => Promise<{ id: string }>;
  loadOptions?: (kind: BulkSendKind) => Promise<TargetOption[]>;
}

/**
 * The bulk send dialog wired to the API: 发送 shows its spinner while the job is created, then the dialog closes
 * with 消息发送成功，以手机收到消息为准. A refusal (机器人不在线, a check) is shown by the API client; the dialog stays.
 */
export function BulkSendLauncher({
  kind,
  targets,
  onClose,
  onSent,
  send = createBulkSend,
  loadOptions = (kind) => loadRobotTargetOptions(kind === 'room' ? 'room' : 'contact'),
}: BulkSendLauncherProps) {
  const t = useBulkSendMessages();
  const [isSending, setSending] = useState(false);
  const submit = async (request: BulkSendJobRequest) => {
    setSending(true);
    try {
      const created = await send(request);
      notify.success(t.success, 5_000);
      onClose();
      onSent?.(created.id);
    } catch {
      // Shown by the API client.
    } finally {
      setSending(false);
    }
  };
  return (
    <BulkSendDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      kind={kind}
      targets={targets}
      loadOptions={loadOptions}
      isSending={isSending}
      onSubmit={submit}
    />
  );
}

export default BulkSendLauncher;
