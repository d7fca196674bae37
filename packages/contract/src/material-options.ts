/**
 * The material types with their labels.
 * Apart from constants.ts, which the console's entry holds whole: only the pages showing these labels fetch them.
 */
import { MaterialType } from './constants.ts';
import type { Option } from './options.ts';

export const MATERIAL_TYPE_OPTIONS: readonly Option<MaterialType>[] = [
  { value: MaterialType.TEXT, label: '文字' },
  { value: MaterialType.FILE, label: '文件' },
  { value: MaterialType.H5, label: 'H5链接' },
  { value: MaterialType.MINI_PROGRAM, label: '小程序' },
];
