import { FileMaterialPage, H5MaterialPage, MiniMaterialPage, WordMaterialPage } from './MaterialPage';

/** The material library's chunk: one page per material type. */
export const pages = {
  word: WordMaterialPage,
  file: FileMaterialPage,
  h5: H5MaterialPage,
  mini: MiniMaterialPage,
};
