import { Dialog, DialogActions, Skeleton } from '@weassit/ui';
import { type ReactNode, useCallback, useId, useRef } from 'react';
import { useKitMessages } from '../../lib/i18n/console/kit';
import { askConfirm } from '../../lib/notify';
import { UnsavedChangesContext } from './unsaved-changes-context';

export interface FormDialogProps {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Label of the footer's primary button, which submits the form. */
  confirmLabel: string;
  /**
   * The save request is running: the primary button shows a spinner.
   * @default false
   */
  isSaving?: boolean;
  /**
   * The edited record is loading: a skeleton (role=status, named `loadingLabel`) instead of the form, and the
   * primary button is disabled.
   * @default false
   */
  isLoading?: boolean;
  /**
   * Accessible name of the loading skeleton.
   * @default '正在加载…'
   */
  loadingLabel?: string;
  /**
   * Maximum width: `md` for forms, `lg` for long texts.
   * @default 'md'
   */
  size?: 'sm' | 'md' | 'lg';
  /** Renders the form; it must spread `formProps` and use `id={formId}` so the footer's button submits it. */
  children: (formId: string) => ReactNode;
}

/**
 * A dialog around one form: title, the form (or a skeleton while the record loads), 取消 and the primary button in
 * the footer. While the form state inside has unsaved changes, closing (Escape, ×, 取消) asks 放弃未保存的修改？
 * first; closing by the caller (e.g. after a save, `isOpen` false) does not ask.
 */
export function FormDialog({
  title,
  isOpen,
  onOpenChange,
  confirmLabel,
  isSaving = false,
  isLoading = false,
  loadingLabel,
  size,
  children,
}: FormDialogProps) {
  const t = useKitMessages().form;
  const formId = useId();
  const isDirty = useRef(false);
  const isAsking = useRef(false);
  const reportDirty = useCallback((dirty: boolean) => {
    isDirty.current = dirty;
  }, []);

  const changeOpen = async (open: boolean) => {
    // While saving, the changes are on their way to the server, not lost: nothing to ask.
    if (open || !isDirty.current || isSaving) {
      onOpenChange(open);
      return;
    }
    // Escape pressed twice, or × then 取消: one question is enough.
    if (isAsking.current) return;
    isAsking.current = true;
    try {
      const discard = await askConfirm({
        title: t.discardTitle,
        message: t.discardMessage,
        confirmLabel: t.discardConfirm,
        cancelLabel: t.discardCancel,
        variant: 'danger',
      });
      if (discard) onOpenChange(false);
    } finally {
      isAsking.current = false;
    }
  };

  return (
    <Dialog
      title={title}
      isOpen={isOpen}
      onOpenChange={(open) => void changeOpen(open)}
      size={size}
      footer={
        <DialogActions confirmLabel={confirmLabel} form={formId} isPending={isSaving} isConfirmDisabled={isLoading} />
      }
    >
      {isLoading ? (
        <div role="status" aria-label={loadingLabel ?? t.loading}>
          <Skeleton lines={5} />
        </div>
      ) : (
        <UnsavedChangesContext value={reportDirty}>{children(formId)}</UnsavedChangesContext>
      )}
    </Dialog>
  );
}
