export { MaterialPicker, type MaterialPickerProps } from './MaterialPicker';
export { applyPageSelection, formatFileSize } from './MaterialPicker.selection';
export {
  MATERIAL_TYPE_LABELS,
  type Material,
  type MaterialPage,
  type MaterialPageQuery,
  type MaterialType,
} from './MaterialPicker.types';
export { MaterialPreview } from './MaterialPickerPreview';
