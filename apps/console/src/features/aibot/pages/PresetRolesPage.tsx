import type { PresetRole } from '@weassit/contract';
import { getPresetRole } from '../api/get-preset-role';
import { listPresetRoles } from '../api/list-preset-roles';
import { removePresetRole } from '../api/remove-preset-role';
import { savePresetRole } from '../api/save-preset-role';
import { PresetRolesView } from './PresetRolesView';

const remove = (role: PresetRole) => removePresetRole(role.id);

/** The preset role list wired to the console API. */
export function PresetRolesPage() {
  return <PresetRolesView load={listPresetRoles} loadRole={getPresetRole} onSave={savePresetRole} onRemove={remove} />;
}
