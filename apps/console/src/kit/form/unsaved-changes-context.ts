import { createContext } from 'react';

/**
 * Set by a `FormDialog`: the form state inside reports whether it has unsaved changes, so closing the dialog can
 * ask first. Null outside a dialog (a page form uses `useUnsavedChangesGuard` instead).
 */
export const UnsavedChangesContext = createContext<((isDirty: boolean) => void) | null>(null);
