import { fileExtension, materialSchema } from '@weassit/contract';
import { formToPayload, type MaterialField, type MaterialFormValues } from './material-form';

/*
 * What needs zod (the contract's materialSchema, and uploads.ts which builds a schema at load): only the add/edit
 * dialog, a chunk of its own, imports this module, so the list page's first visit does not download zod.
 */

export type MaterialFormErrors = Partial<Record<MaterialField, string>>;

/** The first message of each field the contract's materialSchema refuses (the server's own rules and words). */
export function validateMaterialForm(values: MaterialFormValues): MaterialFormErrors {
  const result = materialSchema.safeParse(formToPayload(values));
  const errors: MaterialFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && field !== 'type' && !(field in errors)) {
      errors[field as MaterialField] = issue.message;
    }
  }
  return errors;
}

/** The `fileType` saved with a file material: its extension, lower case (e.g. `png`, `pdf`). */
export function fileTypeOfName(name: string): string {
  return fileExtension(name);
}
