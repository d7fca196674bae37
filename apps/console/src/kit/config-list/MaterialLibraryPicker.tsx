import { type Material, MaterialPicker, type MaterialType } from '@weassit/ui';
import { loadMaterialPage } from './load-material-page';

export interface MaterialLibraryPickerProps {
  types: MaterialType[];
  value: Material[];
  onChange: (selected: Material[]) => void;
  /** How many more messages the list takes. */
  maxSelection: number;
  /** @default 'multiple' */
  selectionMode?: 'single' | 'multiple';
  'aria-label': string;
}

/** The material picker over the user's library; a chunk of its own, loaded when its dialog opens. */
export default function MaterialLibraryPicker({
  types,
  value,
  onChange,
  maxSelection,
  ...props
}: MaterialLibraryPickerProps) {
  return (
    <MaterialPicker
      {...props}
      types={types}
      loadPage={loadMaterialPage}
      value={value}
      onChange={onChange}
      maxSelection={maxSelection}
    />
  );
}
