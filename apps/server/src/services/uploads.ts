import crypto from 'node:crypto';
import { pipeline } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import {
  checkUploadFileName,
  ErrorCode,
  UPLOAD_RULES,
  type UploadRule,
  type UploadScene,
  uploadKeyPrefix,
} from '@weassit/contract';
import { AppError } from '../lib/envelope.ts';
import { acceptedType, type FileType } from '../lib/file-types.ts';
import { FileInspector, InspectError } from '../lib/sniff.ts';
import type { uploadsRepository } from '../repositories/uploads.ts';
import { BlobExistsError, type BlobStore, type StagedBlob } from '../storage/blob-store.ts';
import { quotaReached } from './quotas.ts';
import type { UploadTokens } from './upload-tokens.ts';

/** The rule with the largest cap: the form parser's own limit (each file then streams under its scene's cap). */
const LARGEST_RULE = Object.values(UPLOAD_RULES).reduce((a, b) => (b.maxBytes > a.maxBytes ? b : a));
export const MAX_UPLOAD_BYTES = LARGEST_RULE.maxBytes;

/** Multipart limits of the upload form (`file`, `key`, `token`, perhaps a few extra fields the client adds). */
export const UPLOAD_FORM_LIMITS = {
  fileSize: MAX_UPLOAD_BYTES,
  files: 1,
  fields: 8,
  parts: 9,
  fieldSize: 2048,
};

const MESSAGES = {
  missingToken: '缺少上传凭证',
  missingKey: '缺少上传路径',
  tokenFirst: '缺少上传凭证：token 字段须在文件之前发送',
  keyFirst: '缺少上传路径：key 字段须在文件之前发送',
  keyTaken: '文件保存冲突，请重新上传',
  missingFile: '缺少上传文件',
  badToken: '上传凭证无效或已过期',
  foreignKey: '无权上传到该路径',
  oneFile: '一次只能上传一个文件',
  emptyFile: '上传文件不能为空',
  badForm: '上传表单不正确',
} as const;

const refuse = (code: ErrorCode, msg: string, status = 200) => new AppError(code, msg, status);

/** Where an authorised upload goes and the rule it must meet. */
interface Target {
  userId: string;
  scene: UploadScene;
  /** `<prefix>/<userId>/<random>/<name>`: the requested key with a folder only the server chooses. */
  key: string;
  rule: UploadRule;
  type: FileType;
}

export interface UploadDeps {
  store: BlobStore;
  tokens: UploadTokens;
  /** The record of a user's stored files (sizes for the cap). */
  files: (userId: string) => ReturnType<typeof uploadsRepository>;
  /** Bytes a user may keep in uploaded files. */
  capBytes: number;
  now: () => number;
}

/** 16 random bytes, base64url: the folder that makes a key unguessable and unique. */
const RANDOM_FOLDER = /^[A-Za-z0-9_-]{22}$/;

export function isUploadFolder(segment: string): boolean {
  return RANDOM_FOLDER.test(segment);
}

/** Checks the token and the key against each other and the scene's rule, refusing with the spec's message. */
async function authorize(fields: { key?: string; token?: string }, deps: UploadDeps): Promise<Target> {
  if (!fields.token) throw refuse(ErrorCode.MISSING_PARAMETER, MESSAGES.missingToken);
  const claims = await deps.tokens.verify(fields.token, deps.now());
  if (!claims) throw refuse(ErrorCode.FORBIDDEN, MESSAGES.badToken);
  if (!fields.key) throw refuse(ErrorCode.MISSING_PARAMETER, MESSAGES.missingKey);
  const prefix = uploadKeyPrefix(claims.userId);
  if (!fields.key.startsWith(prefix)) throw refuse(ErrorCode.FORBIDDEN, MESSAGES.foreignKey);
  const name = fields.key.slice(prefix.length);
  const nameProblem = checkUploadFileName(name);
  if (nameProblem) throw refuse(ErrorCode.INVALID_PARAMETER, nameProblem);
  const rule = UPLOAD_RULES[claims.scene];
  const type = acceptedType(name, rule);
  if (!type) throw refuse(ErrorCode.INVALID_PARAMETER, rule.typeMessage);
  const key = `${prefix}${crypto.randomBytes(16).toString('base64url')}/${name}`;
  return { userId: claims.userId, scene: claims.scene, key, rule, type };
}

/** The envelope error for a refused file stream, in the words of the rule that applies. */
function inspectRefusal(failure: InspectError, rule: UploadRule): AppError {
  if (failure.reason === 'too-large') return refuse(ErrorCode.TOO_LARGE, rule.sizeMessage, 413);
  if (failure.reason === 'empty') return refuse(ErrorCode.INVALID_PARAMETER, MESSAGES.emptyFile);
  return refuse(ErrorCode.INVALID_PARAMETER, rule.typeMessage);
}

/** Errors @fastify/multipart raises while parsing, in the envelope's words. */
function formRefusal(error: unknown): AppError | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_FILES_LIMIT') return refuse(ErrorCode.INVALID_PARAMETER, MESSAGES.oneFile);
  if (typeof code === 'string' && code.startsWith('FST_')) return refuse(ErrorCode.INVALID_PARAMETER, MESSAGES.badForm);
  if (error instanceof Error && /multipart|part terminated/i.test(error.message)) {
    return refuse(ErrorCode.MALFORMED_REQUEST, MESSAGES.badForm);
  }
  return undefined;
}

/**
 * Streams one multipart upload (`key`, `token`, then `file`) into the store and returns the stored key.
 *
 * `key` and `token` must come before the file: they are checked, and the user's storage cap too, before a byte
 * of the file is read, which then streams under its scene's cap and allowed kinds, failing at the first bad
 * byte. A file before them is refused unread. The file stays staged until the whole request has been read, so
 * a refusal leaves nothing stored; it is then committed under a key of its own, never replacing another file.
 */
export async function receiveUpload(parts: AsyncIterable<Multipart>, deps: UploadDeps): Promise<string> {
  const fields: { key?: string; token?: string } = {};
  let target: Target | undefined;
  let staged: StagedBlob | undefined;
  let inspector: FileInspector | undefined;
  try {
    for await (const part of parts) {
      if (part.type === 'field') {
        if (part.fieldname !== 'key' && part.fieldname !== 'token') continue;
        if (fields[part.fieldname] !== undefined || part.valueTruncated || typeof part.value !== 'string') {
          throw refuse(ErrorCode.INVALID_PARAMETER, MESSAGES.badForm);
        }
        fields[part.fieldname] = part.value;
        continue;
      }
      target = await admit(fields, deps).catch((error) => {
        part.file.destroy();
        throw error;
      });
      inspector = inspect(part, target);
      staged = await deps.store.stage(inspector);
    }
    if (!staged || !inspector || !target) {
      // No file came: a bad token or key says more than "no file".
      await authorize(fields, deps);
      throw refuse(ErrorCode.MISSING_PARAMETER, MESSAGES.missingFile);
    }
    if (inspector.bytes >= target.rule.maxBytes) throw inspectRefusal(new InspectError('too-large'), target.rule);
    if (!inspector.kind || !target.type.kinds.includes(inspector.kind)) {
      throw inspectRefusal(new InspectError('type'), target.rule);
    }
    const files = deps.files(target.userId);
    const file = { key: target.key, bytes: inspector.bytes, scene: target.scene };
    if (!(await files.reserve(file, deps.capBytes, deps.now()))) throw quotaReached('uploadBytes', deps.capBytes);
    try {
      await staged.commit(target.key, {
        contentType: target.type.contentType,
        disposition: target.type.inline ? 'inline' : 'attachment',
      });
    } catch (error) {
      await files.forget(target.key).catch(() => {});
      if (error instanceof BlobExistsError) throw refuse(ErrorCode.CONFLICT, MESSAGES.keyTaken);
      throw error;
    }
    return target.key;
  } catch (error) {
    await staged?.discard().catch(() => {});
    if (error instanceof AppError) throw error;
    // The inspector's own verdict wins over however the store or the parser reported the broken stream.
    if (inspector?.failure) throw inspectRefusal(inspector.failure, target?.rule ?? LARGEST_RULE);
    throw formRefusal(error) ?? error;
  }
}

/**
 * What a file part needs before its first byte is read: `token` and `key` already received (HTTP 400
 * otherwise: the form is in the wrong order), both valid, and room left under the user's storage cap.
 */
async function admit(fields: { key?: string; token?: string }, deps: UploadDeps): Promise<Target> {
  if (fields.token === undefined) throw refuse(ErrorCode.MISSING_PARAMETER, MESSAGES.tokenFirst, 400);
  if (fields.key === undefined) throw refuse(ErrorCode.MISSING_PARAMETER, MESSAGES.keyFirst, 400);
  const target = await authorize(fields, deps);
  if ((await deps.files(target.userId).totalBytes()) >= deps.capBytes) {
    throw quotaReached('uploadBytes', deps.capBytes);
  }
  return target;
}

/** The file's bytes through a FileInspector, under the scene's cap and kinds. */
function inspect(part: MultipartFile, target: Target): FileInspector {
  const inspector = new FileInspector({ maxBytes: target.rule.maxBytes, accept: target.type.kinds });
  // The parser truncates a file at the form's cap and says so with 'limit' (the stream itself ends normally).
  part.file.once('limit', () => inspector.refuse('too-large'));
  pipeline(part.file, inspector, () => {});
  return inspector;
}
