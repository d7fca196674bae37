import { Transform, type TransformCallback } from 'node:stream';
import { TextDecoder } from 'node:util';

/** What a file's content says it is, whatever its name claims. */
export type SniffedKind =
  | 'png'
  | 'jpeg'
  | 'gif'
  | 'mp4'
  | 'zip'
  | 'pdf'
  | 'rar'
  | 'tar'
  | 'ole'
  | 'avi'
  | 'wav'
  | 'mp3'
  | 'silk'
  | 'text';

/** Bytes needed to recognise every kind: tar's `ustar` magic sits at offset 257. */
export const SNIFF_BYTES = 262;

const startsWith = (head: Buffer, magic: string | number[], offset = 0) => {
  const bytes = typeof magic === 'string' ? Buffer.from(magic, 'latin1') : Buffer.from(magic);
  return head.length >= offset + bytes.length && head.subarray(offset, offset + bytes.length).equals(bytes);
};

/** The binary kind of a file from its first bytes (at least SNIFF_BYTES of them unless the file is shorter). */
export function sniffMagic(head: Buffer): Exclude<SniffedKind, 'text'> | undefined {
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(head, 'GIF87a') || startsWith(head, 'GIF89a')) return 'gif';
  if (startsWith(head, '%PDF-')) return 'pdf';
  // Local file header, empty archive, spanned archive: docx/xlsx/pptx are zip files too.
  if (startsWith(head, 'PK\x03\x04') || startsWith(head, 'PK\x05\x06') || startsWith(head, 'PK\x07\x08')) return 'zip';
  if (startsWith(head, 'Rar!\x1a\x07')) return 'rar';
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole';
  if (startsWith(head, 'RIFF') && startsWith(head, 'AVI ', 8)) return 'avi';
  if (startsWith(head, 'RIFF') && startsWith(head, 'WAVE', 8)) return 'wav';
  if (startsWith(head, 'ftyp', 4)) return 'mp4';
  if (startsWith(head, 'ustar', 257)) return 'tar';
  if (startsWith(head, '#!SILK') || startsWith(head, '\x02#!SILK')) return 'silk';
  if (startsWith(head, 'ID3')) return 'mp3';
  // An MPEG audio frame starts with 11 set sync bits.
  if (head.length >= 2 && head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0) return 'mp3';
  return undefined;
}

export type InspectFailure = 'too-large' | 'type' | 'empty';

export class InspectError extends Error {
  readonly reason: InspectFailure;
  constructor(reason: InspectFailure) {
    super(`upload refused: ${reason}`);
    this.name = 'InspectError';
    this.reason = reason;
  }
}

export interface InspectOptions {
  /** The stream fails as soon as it reaches this many bytes (a file must be smaller). */
  maxBytes: number;
  /** When known up front, the kinds the file may be: anything else fails the stream at once. */
  accept?: readonly SniffedKind[] | undefined;
}

/**
 * Passes a file through while counting its bytes and finding its kind: magic bytes from the head, or `text`
 * when the whole file is valid UTF-8 without NUL. Holds back only the head until the kind is known, so a
 * refused file never reaches storage; fails with InspectError on the cap or (with `accept`) a wrong kind.
 */
export class FileInspector extends Transform {
  bytes = 0;
  /** Final once the stream has ended. */
  kind: SniffedKind | undefined;
  failure: InspectError | undefined;
  readonly #options: InspectOptions;
  #head: Buffer[] = [];
  #headBytes = 0;
  #decided = false;
  #decoder: TextDecoder | undefined;

  constructor(options: InspectOptions) {
    super();
    this.#options = options;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.bytes += chunk.length;
    if (this.bytes >= this.#options.maxBytes) {
      callback(this.#fail('too-large'));
    } else if (this.#decided) {
      this.#readText(chunk, false);
      callback(this.#rejected() ?? null, chunk);
    } else {
      this.#head.push(chunk);
      this.#headBytes += chunk.length;
      if (this.#headBytes < SNIFF_BYTES) callback();
      else callback(this.#decide() ?? null, this.#takeHead());
    }
  }

  override _flush(callback: TransformCallback): void {
    if (this.bytes === 0) {
      callback(this.#fail('empty'));
      return;
    }
    if (!this.#decided) {
      const error = this.#decide();
      if (error) {
        callback(error);
        return;
      }
      this.push(this.#takeHead());
    }
    this.#readText(undefined, true);
    callback(this.#rejected() ?? null);
  }

  #decide(): InspectError | undefined {
    this.#decided = true;
    const head = Buffer.concat(this.#head);
    this.kind = sniffMagic(head);
    if (!this.kind) {
      this.kind = 'text';
      this.#decoder = new TextDecoder('utf-8', { fatal: true });
      this.#readText(head, false);
    }
    return this.#rejected();
  }

  #takeHead(): Buffer {
    const head = Buffer.concat(this.#head);
    this.#head = [];
    return head;
  }

  /** Keeps `kind` at `text` only while every byte so far is valid UTF-8 without NUL. */
  #readText(chunk: Buffer | undefined, end: boolean): void {
    if (this.kind !== 'text' || !this.#decoder) return;
    try {
      if (chunk?.includes(0)) throw new TypeError('NUL byte');
      this.#decoder.decode(chunk, { stream: !end });
    } catch {
      this.kind = undefined;
      this.#decoder = undefined;
    }
  }

  /** Fails the stream from outside (the multipart parser reporting its own cap). */
  refuse(reason: InspectFailure): void {
    this.destroy(this.#fail(reason));
  }

  #rejected(): InspectError | undefined {
    const accept = this.#options.accept;
    if (!accept) return undefined;
    return this.kind && accept.includes(this.kind) ? undefined : this.#fail('type');
  }

  #fail(reason: InspectFailure): InspectError {
    this.failure ??= new InspectError(reason);
    return this.failure;
  }
}
