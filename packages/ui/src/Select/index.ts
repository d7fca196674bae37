export { Select, type SelectProps } from './Select';
export type { SelectItem, SelectItemProps } from './SelectListBox';
