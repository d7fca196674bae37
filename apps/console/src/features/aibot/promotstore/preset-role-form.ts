import type { PresetRole } from '@weassit/contract';

/** The preset role dialog's fields. */
export interface PresetRoleFormValues {
  name: string;
  content: string;
}

export type PresetRoleField = keyof PresetRoleFormValues;

/** What `POST` (no id) or `PUT /api/promot_store/{id}` (with id) receives. */
export interface PresetRolePayload {
  id?: string;
  name: string;
  content: string;
}

export const emptyPresetRoleForm = (): PresetRoleFormValues => ({ name: '', content: '' });

export const presetRoleToForm = (role: Pick<PresetRole, 'name' | 'content'>): PresetRoleFormValues => ({
  name: role.name,
  content: role.content,
});

/** The payload of a save: the name trimmed, the content as typed (its line breaks matter), `id` when editing. */
export function formToPresetRolePayload(values: PresetRoleFormValues, id?: string): PresetRolePayload {
  const payload: PresetRolePayload = { name: values.name.trim(), content: values.content };
  return id ? { id, ...payload } : payload;
}

/** Contents longer than this get an 展开 button in the list (the cell shows two lines). */
export const CONTENT_PREVIEW_LENGTH = 40;

export const needsExpanding = (content: string): boolean =>
  content.length > CONTENT_PREVIEW_LENGTH || content.includes('\n');
