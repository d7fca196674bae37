import { MaterialType } from '@weassit/contract';

/** The route (and page title key) of each material type: /material/word, /file, /h5, /mini. */
export const ROUTE_OF_TYPE: Readonly<Record<MaterialType, string>> = {
  [MaterialType.TEXT]: 'word',
  [MaterialType.FILE]: 'file',
  [MaterialType.H5]: 'h5',
  [MaterialType.MINI_PROGRAM]: 'mini',
};
