export {
  type TargetKind,
  type TargetOption,
  TargetPicker,
  type TargetPickerProps,
  type TargetPickerTexts,
} from './TargetPicker';
