export { NameAutocomplete, type NameAutocompleteProps, type NameSearchProps } from './NameAutocomplete';
export type { NameOption, NameSearchFunction, NameSearchQuery } from './NameAutocomplete.search';
export {
  NameTagPicker,
  type NameTagPickerObjectProps,
  type NameTagPickerProps,
  type NameTagPickerStringProps,
} from './NameTagPicker';
