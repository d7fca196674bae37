export { FieldDescription, FieldError, type FieldLabelProps, Label, type LabelProps } from './Field';
export * as fieldStyles from './Field.css';
