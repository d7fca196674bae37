export type { BulkSendLauncherProps } from './BulkSendLauncher';
export {
  cancelBulkSend,
  createBulkSend,
  getBulkSend,
  listBulkSends,
} from './bulk-send-api';
export type { BulkSendKind } from './bulk-send-form';
