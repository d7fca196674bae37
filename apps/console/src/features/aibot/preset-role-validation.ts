import { presetRoleSchema } from '@weassit/contract';
import { formToPresetRolePayload, type PresetRoleField, type PresetRoleFormValues } from './preset-role-form';

/*
 * Needs zod (the contract's presetRoleSchema): only the add/edit dialog, a chunk of its own, imports this module,
 * so the list's first visit does not download zod.
 */

export type PresetRoleFormErrors = Partial<Record<PresetRoleField, string>>;

/** The first message of each field the contract's presetRoleSchema refuses (the server's own rules and words). */
export function validatePresetRoleForm(values: PresetRoleFormValues): PresetRoleFormErrors {
  const result = presetRoleSchema.safeParse(formToPresetRolePayload(values));
  const errors: PresetRoleFormErrors = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'content') && !(field in errors)) errors[field] = issue.message;
  }
  return errors;
}
