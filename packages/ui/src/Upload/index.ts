export { Upload, type UploadContext, type UploadedFile, type UploadProps } from './Upload';
export {
  checkUploadFile,
  fileExtension,
  hasChineseCharacters,
  type UploadCandidate,
  type UploadRules,
} from './Upload.rules';
