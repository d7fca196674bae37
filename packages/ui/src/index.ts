// Side effect first: the light theme on :root (in style.css). The page-wide reset is opt-in: @weassit/ui/reset.css.
import './theme/light.css';

// Feedback
export { Alert, type AlertProps } from './Alert';
// Data display
export { Avatar, type AvatarProps } from './Avatar';
export { Badge, type BadgeProps, type BadgeVariant, VipBadge, type VipBadgeProps } from './Badge';
// Navigation and layout
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './Breadcrumb';
// Actions
export { Button, type ButtonProps } from './Button';
export { Card, type CardProps, InfoCard, type InfoCardProps } from './Card';
// Fields
export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup';
export { ComboBox, type ComboBoxProps } from './ComboBox';
// Overlays
export { ConfirmHost, type ConfirmOptions, cancelAllConfirms, confirm } from './Confirm';
// Headline widgets
export {
  type CronFieldKey,
  CronInput,
  type CronInputProps,
  type CronMode,
  type CronModel,
  type CronOptions,
  type CronValidation,
  DEFAULT_CRON,
  describeCron,
  formatRunTime,
  getNextRuns,
  parseCron,
  serializeCron,
  validateCron,
  type WeekdayNumbering,
} from './CronInput';
export { type DescriptionItem, DescriptionList, type DescriptionListProps } from './DescriptionList';
export {
  Dialog,
  DialogActions,
  type DialogActionsProps,
  type DialogProps,
  type DialogRenderProps,
  DialogTrigger,
  type DialogTriggerProps,
} from './Dialog';
export { EmptyState, type EmptyStateProps } from './EmptyState';
export { FieldDescription, FieldError, type FieldLabelProps, Label, type LabelProps } from './Field';
// Forms and uploads
export { Form, FormActions, type FormActionsProps, type FormProps } from './Form';
// Locale
export { DEFAULT_LOCALE, I18nProvider, type I18nProviderProps } from './I18nProvider';
export { IconButton, type IconButtonProps } from './IconButton';
// Icons
export {
  CheckIcon,
  ChevronDownIcon,
  ChevronLeftIcon,
  ChevronRightIcon,
  ChevronUpIcon,
  CloseIcon,
  CrownIcon,
  ErrorIcon,
  EyeIcon,
  EyeOffIcon,
  FileIcon,
  HomeIcon,
  type IconProps,
  ImageIcon,
  InfoIcon,
  LogoutIcon,
  MenuIcon,
  MinusIcon,
  MoreIcon,
  PlusIcon,
  SearchIcon,
  SuccessIcon,
  UploadIcon,
  WarningIcon,
} from './icons';
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
export {
  type Material,
  type MaterialPage,
  type MaterialPageQuery,
  MaterialPicker,
  type MaterialPickerProps,
  type MaterialType,
} from './MaterialPicker';
export {
  Menu,
  MenuItem,
  type MenuItemProps,
  type MenuProps,
  MenuSection,
  type MenuSectionProps,
  MenuSeparator,
  MenuTrigger,
  type MenuTriggerProps,
} from './Menu';
export {
  NameAutocomplete,
  type NameAutocompleteProps,
  type NameOption,
  type NameSearchFunction,
  type NameSearchProps,
  type NameSearchQuery,
  NameTagPicker,
  type NameTagPickerObjectProps,
  type NameTagPickerProps,
  type NameTagPickerStringProps,
} from './NameAutocomplete';
export { Navbar, type NavbarProps } from './Navbar';
export { NumberField, type NumberFieldProps } from './NumberField';
export { PageWrapper, type PageWrapperProps } from './PageWrapper';
export { Pagination, type PaginationProps } from './Pagination';
export { Popover, type PopoverProps, PopoverTrigger, type PopoverTriggerProps } from './Popover';
export { QRCode, type QRCodeProps } from './QRCode';
export { Radio, RadioGroup, type RadioGroupProps, type RadioProps } from './RadioGroup';
export { SearchField, type SearchFieldProps } from './SearchField';
export { Select, type SelectItem, type SelectItemProps, type SelectProps } from './Select';
export { Sidebar, type SidebarItem, type SidebarProps } from './Sidebar';
export { Skeleton, type SkeletonProps, SkeletonRegion, type SkeletonRegionProps } from './Skeleton';
export { Slider, type SliderProps } from './Slider';
export { Spinner, type SpinnerProps } from './Spinner';
export { Switch, type SwitchProps } from './Switch';
export { Table, type TableColumn, type TableProps } from './Table';
export {
  Tab,
  TabList,
  type TabListProps,
  TabPanel,
  type TabPanelProps,
  type TabProps,
  Tabs,
  type TabsProps,
} from './Tabs';
export { Tag, TagGroup, type TagGroupProps, type TagProps } from './Tag';
export {
  defaultTagInputMessages,
  isDuplicateTag,
  TagInput,
  type TagInputItem,
  type TagInputMessages,
  type TagInputProps,
} from './TagInput';
export {
  type TargetKind,
  type TargetOption,
  TargetPicker,
  type TargetPickerProps,
  type TargetPickerTexts,
} from './TargetPicker';
export { TextField, type TextFieldProps } from './TextField';
export { type ThemeName, ThemeScope, type ThemeScopeProps } from './ThemeScope';
export { type ToastOptions, ToastRegion, type ToastRegionProps, type ToastType, toast } from './Toast';
export { Tooltip, type TooltipProps, TooltipTrigger, type TooltipTriggerProps } from './Tooltip';
// Theme
export { darkTheme, lightTheme, vars } from './theme';
export { breakpoints, type ResponsiveSpace, type Sprinkles, sprinkles } from './theme/sprinkles.css';
export {
  checkUploadFile,
  fileExtension,
  hasChineseCharacters,
  Upload,
  type UploadCandidate,
  type UploadContext,
  type UploadedFile,
  type UploadProps,
  type UploadRules,
} from './Upload';
