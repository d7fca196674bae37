import { presetRoleSchema } from '@weassit/contract/schemas';
import { type FieldErrors, schemaErrors } from '../../../../kit/form/schema-errors';
import { formToPresetRolePayload, type PresetRoleField, type PresetRoleFormValues } from '../preset-role-form';

/*
 * Needs zod (the contract's presetRoleSchema): only the add/edit dialog, a chunk of its own, imports this module,
 * so the list's first visit does not download zod.
 */

export type PresetRoleFormErrors = FieldErrors<PresetRoleField>;

/** The first message of each field the contract's presetRoleSchema refuses (the server's own rules and words). */
export function validatePresetRoleForm(values: PresetRoleFormValues): PresetRoleFormErrors {
  const { name, content } = schemaErrors<string>(presetRoleSchema.safeParse(formToPresetRolePayload(values)));
  const errors: PresetRoleFormErrors = {};
  if (name !== undefined) errors.name = name;
  if (content !== undefined) errors.content = content;
  return errors;
}
