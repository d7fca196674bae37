import { fileExtension, type UploadRule } from '@weassit/contract';
import type { SniffedKind } from './sniff.ts';

export interface FileType {
  /** What the file is served as: always from this table, never from what the uploader declared. */
  contentType: string;
  /** The content kinds a file with this extension may have. */
  kinds: readonly SniffedKind[];
  /** Images and videos open in the browser; everything else downloads. */
  inline: boolean;
}

const type = (contentType: string, kinds: SniffedKind[], inline = false): FileType => ({ contentType, kinds, inline });

/** Every extension an upload rule can accept (spec §5 and §7), by lower-case extension. */
const FILE_TYPES: ReadonlyMap<string, FileType> = new Map(
  Object.entries({
    png: type('image/png', ['png'], true),
    jpg: type('image/jpeg', ['jpeg'], true),
    jpeg: type('image/jpeg', ['jpeg'], true),
    gif: type('image/gif', ['gif'], true),
    mp4: type('video/mp4', ['mp4'], true),
    avi: type('video/x-msvideo', ['avi'], true),
    pdf: type('application/pdf', ['pdf']),
    zip: type('application/zip', ['zip']),
    docx: type('application/vnd.openxmlformats-officedocument.wordprocessingml.document', ['zip']),
    xlsx: type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ['zip']),
    doc: type('application/msword', ['ole']),
    xls: type('application/vnd.ms-excel', ['ole']),
    ppt: type('application/vnd.ms-powerpoint', ['ole']),
    rar: type('application/vnd.rar', ['rar']),
    tar: type('application/x-tar', ['tar']),
    wav: type('audio/wav', ['wav']),
    mp3: type('audio/mpeg', ['mp3']),
    silk: type('application/octet-stream', ['silk']),
    sil: type('application/octet-stream', ['silk']),
    csv: type('text/csv; charset=utf-8', ['text']),
    txt: type('text/plain; charset=utf-8', ['text']),
  }),
);

/** The served type of a stored file name; unknown extensions download as bytes. */
export function fileTypeOf(name: string): FileType {
  return FILE_TYPES.get(fileExtension(name)) ?? type('application/octet-stream', []);
}

/**
 * The type of `name` when `rule` accepts it. Like `checkUpload`, a rule accepts a file by extension or by
 * type, but the server takes the type from the extension (the uploader's declared type is not evidence):
 * `notes.txt` passes a rule that lists `text/plain`.
 */
export function acceptedType(name: string, rule: UploadRule): FileType | undefined {
  const extension = fileExtension(name);
  const known = FILE_TYPES.get(extension);
  if (!known) return undefined;
  const mime = known.contentType.split(';')[0] ?? '';
  return rule.extensions.includes(extension) || rule.mimeTypes.includes(mime) ? known : undefined;
}
