import { askConfirm, notify } from '../../lib/notify';

export interface RemoveTexts {
  /** The confirm dialog's title (e.g. 删除角色). */
  title: string;
  /** What deleting this row means, already formatted with its name. */
  message: string;
  /** The confirm button (e.g. 确定删除). */
  confirmLabel: string;
  /** The notice once deleted (删除成功). */
  removed: string;
}

/**
 * Deleting a row: asks first (a danger confirm), then removes, says so and calls `onRemoved` (the list's
 * reload). Resolves to whether the row was deleted; a failure was already shown by the API client.
 */
export function useRemove<T>(remove: (row: T) => Promise<unknown>, onRemoved: () => void) {
  return async (row: T, texts: RemoveTexts): Promise<boolean> => {
    const confirmed = await askConfirm({
      title: texts.title,
      message: texts.message,
      confirmLabel: texts.confirmLabel,
      variant: 'danger',
    });
    if (!confirmed) return false;
    try {
      await remove(row);
    } catch {
      return false;
    }
    notify.success(texts.removed);
    onRemoved();
    return true;
  };
}
