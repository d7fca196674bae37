import { type Material, type MaterialInput, MaterialType } from '@weassit/contract';
import type { PageLoader } from '../../kit/list/use-paged-list';
import { getMaterial } from './get-material';
import { listMaterials } from './list-materials';
import { type MaterialFilters, MaterialView } from './MaterialView';
import { removeMaterial } from './remove-material';
import { saveMaterial } from './save-material';

const save = async (payload: MaterialInput) => {
  await saveMaterial(payload);
};
const remove = async (material: Material) => {
  await removeMaterial(material.id);
};

/** One type's material library wired to the console API. */
export function MaterialPage({ type }: { type: MaterialType }) {
  const load: PageLoader<Material, MaterialFilters> = (params) => listMaterials({ type, ...params });
  return <MaterialView type={type} load={load} loadMaterial={getMaterial} onSave={save} onRemove={remove} />;
}

export const WordMaterialPage = () => <MaterialPage type={MaterialType.TEXT} />;
export const FileMaterialPage = () => <MaterialPage type={MaterialType.FILE} />;
export const H5MaterialPage = () => <MaterialPage type={MaterialType.H5} />;
export const MiniMaterialPage = () => <MaterialPage type={MaterialType.MINI_PROGRAM} />;
