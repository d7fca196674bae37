import { Alert, Button } from '@weassit/ui';
import { useConfigListMessages } from '../../lib/i18n/console/kit-config-list';

export interface ConflictAlertProps {
  /** The server's message (CONFIG_LIST_CONFLICT_MESSAGE). */
  message: string;
  onReload: () => void;
  isReloading?: boolean;
}

/** The list changed elsewhere: nothing was saved; 重新加载 shows the stored list so the change can be redone. */
export function ConflictAlert({ message, onReload, isReloading = false }: ConflictAlertProps) {
  const t = useConfigListMessages();
  return (
    <Alert
      variant="warning"
      title={t.conflictTitle}
      action={
        <Button size="sm" variant="secondary" onPress={onReload} isPending={isReloading}>
          {t.reload}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
