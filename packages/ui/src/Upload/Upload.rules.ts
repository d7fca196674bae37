/**
 * The upload rules of the console (spec §5 and §9), checked before an upload starts. The shape is structurally
 * compatible with `UploadRule` of `@weassit/contract` (which the server checks again), so a contract rule can be
 * passed as it is.
 */
export interface UploadRules {
  /** Accepted MIME types; a file passes with an accepted type or an accepted extension. */
  readonly mimeTypes: readonly string[];
  /** Accepted extensions, lower case, without the dot. */
  readonly extensions: readonly string[];
  /** The size limit in bytes: a file must be strictly smaller. */
  readonly maxBytes: number;
  /** Message when neither the type nor the extension is accepted. */
  readonly typeMessage: string;
  /** Message when the file is too large. */
  readonly sizeMessage: string;
  /** Refuse file names with Chinese characters. */
  readonly noChineseName: boolean;
  /**
   * Message for a file name with Chinese characters.
   * @default '文件名不能带中文'
   */
  readonly chineseNameMessage?: string;
}

/** What the check needs to know of a file (a browser `File` has all three). */
export interface UploadCandidate {
  readonly name: string;
  readonly type: string;
  readonly size: number;
}

export const DEFAULT_CHINESE_NAME_MESSAGE = '文件名不能带中文';

// CJK Unified Ideographs, Extension A and the Compatibility Ideographs: the same set as the server's check.
const CHINESE = /[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]/;

export function hasChineseCharacters(text: string): boolean {
  return CHINESE.test(text);
}

/** The extension of a file name, lower case, without the dot ('' when there is none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/**
 * Returns the message of the first rule the file breaks, or null when it may be uploaded: a Chinese file name is
 * refused first, then a file whose MIME type and extension are both unaccepted, then one of `maxBytes` or more.
 */
export function checkUploadFile(file: UploadCandidate, rules: UploadRules): string | null {
  if (rules.noChineseName && hasChineseCharacters(file.name)) {
    return rules.chineseNameMessage ?? DEFAULT_CHINESE_NAME_MESSAGE;
  }
  const typeOk = rules.mimeTypes.includes(file.type) || rules.extensions.includes(fileExtension(file.name));
  if (!typeOk) return rules.typeMessage;
  if (file.size >= rules.maxBytes) return rules.sizeMessage;
  return null;
}

/** The `accept` attribute of the file picker: the MIME types and the extensions with their dot. */
export function acceptedFileTypes(rules: UploadRules): string[] {
  return [...rules.mimeTypes, ...rules.extensions.map((extension) => `.${extension}`)];
}

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp'];

/** Whether a preview image can be shown for the file. */
export function isImageFile(file: { readonly name: string; readonly type?: string }): boolean {
  return file.type?.startsWith('image/') || IMAGE_EXTENSIONS.includes(fileExtension(file.name));
}
