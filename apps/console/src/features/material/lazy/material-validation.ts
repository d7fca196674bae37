import { fileExtension } from '@weassit/contract';
import { materialSchema } from '@weassit/contract/schemas';
import { type FieldErrors, schemaErrors } from '../../../kit/form/schema-errors';
import { formToPayload, type MaterialField, type MaterialFormValues } from '../material-form';

/*
 * What needs zod (the contract's materialSchema, and uploads.ts which builds a schema at load): only the add/edit
 * dialog, a chunk of its own, imports this module, so the list page's first visit does not download zod.
 */

export type MaterialFormErrors = FieldErrors<MaterialField>;

/** The first message of each field the contract's materialSchema refuses (the server's own rules and words). */
export function validateMaterialForm(values: MaterialFormValues): MaterialFormErrors {
  // The type is fixed by the page, never a field the user fixes.
  const { type: _type, ...errors } = schemaErrors<MaterialField | 'type'>(
    materialSchema.safeParse(formToPayload(values)),
  );
  return errors;
}

/** The `fileType` saved with a file material: its extension, lower case (e.g. `png`, `pdf`). */
export function fileTypeOfName(name: string): string {
  return fileExtension(name);
}
