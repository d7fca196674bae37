import type { PresetRole } from '@weassit/contract';
import { getPresetRole } from './get-preset-role';
import { listPresetRoles } from './list-preset-roles';
import { PresetRolesView } from './PresetRolesView';
import { removePresetRole } from './remove-preset-role';
import { savePresetRole } from './save-preset-role';

const remove = (role: PresetRole) => removePresetRole(role.id);

/** The preset role list wired to the console API. */
export function PresetRolesPage() {
  return <PresetRolesView load={listPresetRoles} loadRole={getPresetRole} onSave={savePresetRole} onRemove={remove} />;
}
