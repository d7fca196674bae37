import {
  checkUpload,
  checkUploadFileName,
  UPLOAD_RULES,
  type UploadResult,
  type UploadScene,
  type UploadToken,
} from '@weassit/contract';
import { getUploadToken } from './upload-token';

/**
 * An upload the storage endpoint (or the browser's own check) refused; `message` is the reason (the server's
 * `msg`), empty when there is none. Token failures are ApiErrors instead: the API client already showed them.
 */
export class UploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadError';
  }
}

/**
 * The multipart form of an upload: `key` (`keyPrefix` + file name) and `token` come BEFORE `file`, so the server
 * checks them before the bytes arrive and refuses early.
 */
export function buildUploadForm(token: Pick<UploadToken, 'token' | 'keyPrefix'>, file: Blob, fileName: string) {
  const form = new FormData();
  form.append('key', token.keyPrefix + fileName);
  form.append('token', token.token);
  // A File of that name (not just a Blob with a file name): some FormData implementations drop the name.
  const named = file instanceof File && file.name === fileName ? file : new File([file], fileName, { type: file.type });
  form.append('file', named, fileName);
  return form;
}

/** Reads the upload endpoint's answer: `data` on code 0, else an UploadError with its `msg`. */
export function parseUploadResponse(status: number, text: string): UploadResult {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new UploadError(status >= 400 ? `HTTP ${status}` : '');
  }
  const envelope = body as { code?: unknown; msg?: unknown; message?: unknown; data?: Partial<UploadResult> };
  if (envelope?.code === 0 && typeof envelope.data?.url === 'string' && typeof envelope.data.key === 'string') {
    return { key: envelope.data.key, url: envelope.data.url };
  }
  const message =
    typeof envelope?.msg === 'string' ? envelope.msg : typeof envelope?.message === 'string' ? envelope.message : '';
  throw new UploadError(message || (status >= 400 ? `HTTP ${status}` : ''));
}

export interface UploadProgress {
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** Aborts the request (the promise rejects with an AbortError). */
  signal?: AbortSignal;
}

/**
 * POSTs the form to the storage endpoint with XMLHttpRequest (fetch reports no upload progress). It is not a
 * `/v1` call: the token in the form authorises it, so no Authorization header is sent.
 */
export function postUpload(url: string, form: FormData, { onProgress, signal }: UploadProgress = {}) {
  return new Promise<UploadResult>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('Upload aborted', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.addEventListener('load', () => {
      done();
      try {
        resolve(parseUploadResponse(xhr.status, xhr.responseText));
      } catch (error) {
        reject(error);
      }
    });
    xhr.addEventListener('error', () => {
      done();
      reject(new UploadError(''));
    });
    xhr.addEventListener('abort', () => {
      done();
      reject(new DOMException('Upload aborted', 'AbortError'));
    });
    xhr.open('POST', url);
    xhr.send(form);
  });
}

/**
 * Uploads one file for `scene`: the same checks as the server first (nothing is requested for a refused file),
 * then a token from `/api/material/token`, then the multipart POST.
 */
export async function uploadFile(scene: UploadScene, file: File, progress: UploadProgress = {}) {
  const refusal = checkUpload(file, UPLOAD_RULES[scene]) ?? checkUploadFileName(file.name);
  if (refusal) throw new UploadError(refusal);
  const token = await getUploadToken(scene);
  return postUpload(token.uploadUrl, buildUploadForm(token, file, file.name), progress);
}
