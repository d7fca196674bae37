/**
 * Upload rules of spec §5 and §9: the same check runs in the console before an upload starts and on the
 * server when the file arrives.
 */
import { LIMITS } from './constants.ts';

export interface UploadRule {
  /** Accepted MIME types; a file passes with an accepted type or an accepted extension. */
  readonly mimeTypes: readonly string[];
  /** Accepted extensions, lower case, without the dot. */
  readonly extensions: readonly string[];
  readonly maxBytes: number;
  /** Message when neither the type nor the extension is accepted. */
  readonly typeMessage: string;
  /** Message when the file is too large. */
  readonly sizeMessage: string;
  /** Refuse file names with Chinese characters. */
  readonly noChineseName: boolean;
}

export const NO_CHINESE_NAME_MESSAGE = '文件名不能带中文';

const IMAGE_TYPES = ['image/gif', 'image/jpeg', 'image/png'];
const COMMON_TYPES = [...IMAGE_TYPES, 'video/mp4', 'text/plain', 'application/zip'];

/** A file sent to a friend or group, singly or in bulk. */
export const SEND_UPLOAD_RULE: UploadRule = {
  mimeTypes: COMMON_TYPES,
  extensions: ['pdf', 'xlsx', 'doc', 'xls', 'zip', 'tar', 'rar', 'png', 'jpg', 'jpeg', 'gif', 'mp4', 'avi'],
  maxBytes: LIMITS.sendUploadBytes,
  typeMessage: '仅支持JPG/PNG/TEXT/ZIP 格式!',
  sizeMessage: '上传文件大小不能超过 5MB!',
  noChineseName: true,
};

/** A material library file. */
export const MATERIAL_UPLOAD_RULE: UploadRule = {
  mimeTypes: COMMON_TYPES,
  extensions: [
    'pdf',
    'xlsx',
    'ppt',
    'doc',
    'docx',
    'csv',
    'xls',
    'zip',
    'tar',
    'rar',
    'png',
    'jpg',
    'jpeg',
    'gif',
    'mp4',
    'avi',
    'silk',
    'sil',
    'wav',
    'mp3',
  ],
  maxBytes: LIMITS.materialUploadBytes,
  typeMessage: '仅支持JPG/PNG/TEXT/ZIP/XLS/CSV/DOC/PPT 格式!',
  sizeMessage: '上传文件大小不能超过 10MB!',
  noChineseName: true,
};

/** A thumbnail for a link or mini-program card: JPG or PNG only. */
export const THUMBNAIL_UPLOAD_RULE: UploadRule = {
  mimeTypes: ['image/jpeg', 'image/png'],
  extensions: ['jpg', 'jpeg', 'png'],
  maxBytes: LIMITS.sendUploadBytes,
  typeMessage: '仅支持JPG/PNG格式!',
  sizeMessage: '上传文件大小不能超过 5MB!',
  noChineseName: true,
};

/** What an upload check needs to know of a file (a browser `File` has all three). */
export interface UploadCandidate {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

const CHINESE = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

export function hasChineseCharacters(text: string): boolean {
  return CHINESE.test(text);
}

export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Returns the spec's message for the first rule the file breaks, or null when it may be uploaded. */
export function checkUpload(file: UploadCandidate, rule: UploadRule): string | null {
  if (rule.noChineseName && hasChineseCharacters(file.name)) return NO_CHINESE_NAME_MESSAGE;
  const typeOk = rule.mimeTypes.includes(file.type) || rule.extensions.includes(fileExtension(file.name));
  if (!typeOk) return rule.typeMessage;
  if (file.size >= rule.maxBytes) return rule.sizeMessage;
  return null;
}
