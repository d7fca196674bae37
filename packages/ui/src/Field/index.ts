export { FieldDescription, FieldError, type FieldLabelProps, Label, type LabelProps, RequiredMarker } from './Field';
export * as fieldStyles from './Field.css';
