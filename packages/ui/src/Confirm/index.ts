export { ConfirmHost, type ConfirmOptions, cancelAllConfirms, confirm } from './Confirm';
