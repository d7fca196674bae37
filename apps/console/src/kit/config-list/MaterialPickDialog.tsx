import { Dialog, DialogActions, type Material, type MaterialType, Spinner } from '@weassit/ui';
import { Suspense, useState } from 'react';
import { useMessageItemsMessages } from '../../lib/i18n/console/kit-message-items';
import { format } from '../../lib/i18n/format';
import { lazyComponent } from '../../lib/lazy-page';
import * as styles from './MessageItemsField.css';

/** The picker and the material API load when the dialog opens: a page's first visit does not carry them. */
const MaterialLibraryPicker = lazyComponent(() => import('./MaterialLibraryPicker'), 'material-library-picker');

/** Starts loading the picker's chunk (call it as the button that opens the dialog is pressed). */
export const preloadMaterialPicker = () => MaterialLibraryPicker.preload();

export interface MaterialPickDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The material types offered. */
  types: MaterialType[];
  /** How many materials may be picked. */
  maxSelection: number;
  /** `single`: one material, a new choice replaces the old one. @default 'multiple' */
  selectionMode?: 'single' | 'multiple';
  /** Called with the picked materials on 添加所选; the dialog then closes. */
  onPick: (materials: Material[]) => void;
  /** A line above the picker. @default `还可添加 {maxSelection} 条` */
  hint?: string;
}

/**
 * 从素材库选择: the user's material library in a dialog (types as tabs, search, paging); 添加所选 hands the picked
 * materials to `onPick`. Used by the message list field and by the send dialog.
 */
export function MaterialPickDialog({
  isOpen,
  onOpenChange,
  types,
  maxSelection,
  selectionMode = 'multiple',
  onPick,
  hint,
}: MaterialPickDialogProps) {
  const t = useMessageItemsMessages();
  const [picked, setPicked] = useState<Material[]>([]);
  const close = () => {
    setPicked([]);
    onOpenChange(false);
  };
  return (
    <Dialog
      title={t.pickTitle}
      size="lg"
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (open) onOpenChange(true);
        else close();
      }}
      footer={
        <DialogActions
          confirmLabel={format(t.pickConfirm, { count: picked.length })}
          isConfirmDisabled={picked.length === 0}
          onConfirm={() => {
            onPick(picked.slice(0, maxSelection));
            close();
          }}
        />
      }
    >
      <p className={styles.hint}>{hint ?? format(t.pickLimit, { count: maxSelection })}</p>
      <Suspense
        fallback={
          <div className={styles.pickerLoading}>
            <Spinner label={t.pickLoading} />
          </div>
        }
      >
        <MaterialLibraryPicker
          aria-label={t.pickLabel}
          types={types}
          value={picked}
          onChange={setPicked}
          maxSelection={maxSelection}
          selectionMode={selectionMode}
        />
      </Suspense>
    </Dialog>
  );
}
