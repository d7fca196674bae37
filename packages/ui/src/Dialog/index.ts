export {
  Dialog,
  DialogActions,
  type DialogActionsProps,
  type DialogProps,
  type DialogRenderProps,
  DialogTrigger,
  type DialogTriggerProps,
} from './Dialog';
