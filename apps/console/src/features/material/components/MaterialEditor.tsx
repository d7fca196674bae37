import { useConsoleMessages } from '../../../lib/i18n/console/catalogues';
import { notify } from '../../../lib/notify';
import { UploadError, uploadFile } from '../api/upload-file';
import { MaterialDialog, type MaterialDialogProps, type MaterialUploader } from './MaterialDialog';

const upload: MaterialUploader = (scene, file, context) => uploadFile(scene, file, context);

/**
 * The material dialog wired to the real upload (token, then the multipart POST). The page loads it lazily, on
 * the first 添加素材 or 编辑: the form's rules (zod) and the upload widgets are not part of the list's first visit.
 */
export default function MaterialEditor(props: Omit<MaterialDialogProps, 'onUpload' | 'onUploadError'>) {
  const messages = useConsoleMessages();
  const onUploadError = (error: unknown) => {
    // A failed token request came through the API client, which already showed it.
    if (error instanceof UploadError) {
      notify.error(`${messages.material.uploadFailed} ${error.message || messages.errors.network}`);
    }
  };
  return <MaterialDialog {...props} onUpload={upload} onUploadError={onUploadError} />;
}
