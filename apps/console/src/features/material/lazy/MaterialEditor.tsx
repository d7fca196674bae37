import { useMessages } from '../../../lib/i18n/messages';
import { notify } from '../../../lib/notify';
import { UploadError, uploadFile } from '../../../lib/upload-file';
import { useMaterialMessages } from '../messages';
import { MaterialDialog, type MaterialDialogProps, type MaterialUploader } from './MaterialDialog';

const upload: MaterialUploader = (scene, file, context) => uploadFile(scene, file, context);

/**
 * The material dialog wired to the real upload (token, then the multipart POST). The page loads it lazily, on
 * the first 添加素材 or 编辑: the form's rules (zod) and the upload widgets are not part of the list's first visit.
 */
export default function MaterialEditor(props: Omit<MaterialDialogProps, 'onUpload' | 'onUploadError'>) {
  const uploadFailed = useMaterialMessages().uploadFailed;
  const networkError = useMessages().errors.network;
  const onUploadError = (error: unknown) => {
    // A failed token request came through the API client, which already showed it.
    if (error instanceof UploadError) {
      notify.error(`${uploadFailed} ${error.message || networkError}`);
    }
  };
  return <MaterialDialog {...props} onUpload={upload} onUploadError={onUploadError} />;
}
