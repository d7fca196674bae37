import { useState } from 'react';
import { notify } from '../../lib/notify';

/** The add/edit dialog's state: rendered once opened (`key > 0`), a fresh form on every opening. */
export interface EditDialogState<V> {
  isOpen: boolean;
  /** Bumped on every opening: use it as the dialog's React key. */
  key: number;
  /** The record being edited; undefined when adding. */
  editId?: string;
  /** The form's starting values; undefined while the record to edit loads. */
  initial?: V;
}

export interface EditDialog<V> {
  state: EditDialogState<V>;
  isSaving: boolean;
  /** Opens an empty form. */
  openAdd: (initial: V) => void;
  /** Opens the dialog at once and fills it once the record loaded; closes it if loading failed. */
  openEdit: <R>(id: string, load: (id: string) => Promise<R>, toForm: (record: R) => V) => void;
  /** For the dialog's `onOpenChange`. */
  setOpen: (isOpen: boolean) => void;
  /**
   * Runs the save; on success says `added` or `updated` (by whether an id was edited), closes the dialog and
   * calls `onSaved` (the list's reload). A failure leaves the dialog open: the API client already said why.
   */
  save: (run: () => Promise<unknown>, texts: { added: string; updated: string }) => Promise<void>;
}

/** The state of a list's add/edit dialog, with its loading, saving and notices. */
export function useEditDialog<V>(onSaved: () => void): EditDialog<V> {
  const [state, setState] = useState<EditDialogState<V>>({ isOpen: false, key: 0 });
  const [isSaving, setSaving] = useState(false);

  return {
    state,
    isSaving,
    openAdd: (initial) => setState((d) => ({ isOpen: true, key: d.key + 1, initial })),
    openEdit: (id, load, toForm) => {
      setState((d) => ({ isOpen: true, key: d.key + 1, editId: id }));
      load(id).then(
        // Only into the same, still open dialog: a late answer must not fill another one.
        (record) => setState((d) => (d.isOpen && d.editId === id ? { ...d, initial: toForm(record) } : d)),
        // The API client showed why; nothing to edit.
        () => setState((d) => (d.editId === id ? { ...d, isOpen: false } : d)),
      );
    },
    setOpen: (isOpen) => setState((d) => ({ ...d, isOpen })),
    save: async (run, texts) => {
      setSaving(true);
      try {
        await run();
        notify.success(state.editId ? texts.updated : texts.added);
        setState((d) => ({ ...d, isOpen: false }));
        onSaved();
      } catch {
        // The API client shows why; the dialog stays open.
      } finally {
        setSaving(false);
      }
    },
  };
}
