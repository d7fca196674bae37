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

/**
 * The fixed public prefix of every upload key. The client asks for `<prefix>/<userId>/<file name>` (spec §7
 * "Materials"); the server stores the file at `<prefix>/<userId>/<random>/<file name>`, a folder of its own
 * choosing, so a key cannot be guessed, and a second upload of the same name never replaces the first. The
 * name stays last: the robot names the file it sends after the URL's last segment.
 */
export const UPLOAD_KEY_PREFIX = 'public';

/** How long an upload token from `GET /v1/api/material/token` is accepted. */
export const UPLOAD_TOKEN_TTL_MS = 10 * 60 * 1000;

/** What an upload is for: the token carries it, and the server applies that scene's rule. */
export const UPLOAD_SCENES = ['material', 'send', 'thumbnail'] as const;
export type UploadScene = (typeof UPLOAD_SCENES)[number];

export const UPLOAD_RULES: Readonly<Record<UploadScene, UploadRule>> = {
  material: MATERIAL_UPLOAD_RULE,
  send: SEND_UPLOAD_RULE,
  thumbnail: THUMBNAIL_UPLOAD_RULE,
};

/** What `GET /v1/api/material/token` answers in `data`. */
export interface UploadToken {
  /** Sent as the `token` field of the upload form. */
  token: string;
  /** `<prefix>/<userId>/`: the upload's `key` field is this plus the file name (the answer has the stored key). */
  keyPrefix: string;
  /** Where the browser posts the multipart form (`key` and `token` first, then `file`): a URL, or a path on the
   * console's origin. */
  uploadUrl: string;
  /** A file's URL is this (ending in `/`) plus its key (see `uploadFileUrl`). */
  fileBase: string;
  /** Epoch milliseconds after which the token is refused. */
  expiresAt: number;
  /** The scene's size cap: a file must be smaller than this. */
  maxBytes: number;
}

/** What the upload endpoint answers in `data`. */
export interface UploadResult {
  /** Where the file was stored: the requested key with a random folder before the file name. */
  key: string;
  url: string;
}

export const INVALID_FILE_NAME_MESSAGE = '文件名不合法';
export const FILE_NAME_MAX_LENGTH = 120;

export function uploadKeyPrefix(userId: string): string {
  return `${UPLOAD_KEY_PREFIX}/${userId}/`;
}

/** A file's public URL: the base plus the key, each segment percent-encoded (names may hold spaces or `#`). */
export function uploadFileUrl(fileBase: string, key: string): string {
  return fileBase + key.split('/').map(encodeURIComponent).join('/');
}

function hasControlCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x20 || c === 0x7f) return true;
  }
  return false;
}

/**
 * Checks the file-name part of an upload key: no Chinese (spec §5), and nothing that could leave the user's
 * folder or hide the file (separators, `..`, a leading dot, control characters).
 */
export function checkUploadFileName(name: string): string | null {
  if (hasChineseCharacters(name)) return NO_CHINESE_NAME_MESSAGE;
  if (
    name.length === 0 ||
    name.length > FILE_NAME_MAX_LENGTH ||
    name.startsWith('.') ||
    name.includes('..') ||
    name.includes('/') ||
    name.includes('\\') ||
    hasControlCharacter(name)
  ) {
    return INVALID_FILE_NAME_MESSAGE;
  }
  return null;
}
