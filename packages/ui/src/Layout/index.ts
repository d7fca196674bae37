export {
  Grid,
  type GridColumns,
  type GridProps,
  Inline,
  type InlineProps,
  type LayoutElement,
  Stack,
  type StackProps,
} from './Layout';
