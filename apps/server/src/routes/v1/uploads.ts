import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import {
  API_PREFIX,
  checkUploadFileName,
  ErrorCode,
  UPLOAD_KEY_PREFIX,
  UPLOAD_RULES,
  type UploadResult,
  type UploadToken,
  uploadFileUrl,
  uploadKeyPrefix,
} from '@weassit/contract';
import { uploadTokenQuerySchema } from '@weassit/contract/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError, ok } from '../../lib/envelope.ts';
import { fileTypeOf } from '../../lib/file-types.ts';
import { linkOrigin } from '../../lib/public-origin.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { uploadsRepository } from '../../repositories/uploads.ts';
import { uploadTokens } from '../../services/upload-tokens.ts';
import { isUploadFolder, MAX_UPLOAD_BYTES, receiveUpload, UPLOAD_FORM_LIMITS } from '../../services/uploads.ts';

/** This server's upload endpoint (its public URL is UPLOAD_PUBLIC_URL when set). */
export const UPLOAD_PATH = '/upload';
/** Where the local store's files are served, read-only. */
export const FILES_PATH = '/files/';

/**
 * Upload tokens, the upload endpoint and the read-only file route (spec §7 "Materials", issue 6). Files are
 * public by URL on purpose: the robot and WeChat fetch them without a session.
 */
export async function uploadRoutes(app: FastifyInstance, options: { config: Config }) {
  const { config } = options;
  const store = app.blobStore;
  const tokens = uploadTokens(app.db.kysely);
  // Registered here only: multipart parsing exists on the upload route and nowhere else.
  await app.register(multipart, { limits: UPLOAD_FORM_LIMITS, throwFileSizeLimit: false });

  // From the configuration only, never the request's Host (lib/public-origin.ts).
  const fileBase = () =>
    store.publicBase ?? config.uploads.filesPublicUrl ?? `${linkOrigin(config, app.server)}${FILES_PATH}`;

  app.get(`${API_PREFIX}/material/token`, { preHandler: requireUser }, async (request) => {
    const { scene } = parse(uploadTokenQuerySchema, request.query);
    const issued = await tokens.issue(request.userId, scene, Date.now());
    const data: UploadToken = {
      token: issued.token,
      keyPrefix: uploadKeyPrefix(request.userId),
      // Only the console's browser posts here: without a configured URL a path on the console's own origin,
      // so a console opened under another address (a LAN IP) still uploads.
      uploadUrl: config.uploads.publicUrl ?? (config.publicUrl ? `${config.publicUrl}${UPLOAD_PATH}` : UPLOAD_PATH),
      fileBase: fileBase(),
      expiresAt: issued.expiresAt,
      maxBytes: UPLOAD_RULES[scene].maxBytes,
    };
    return ok(data);
  });

  app.post(UPLOAD_PATH, async (request) => {
    if (!request.isMultipart()) {
      throw new AppError(ErrorCode.MALFORMED_REQUEST, '请以 multipart/form-data 上传文件（file、key、token）', 415);
    }
    const key = await receiveUpload(request.parts(), {
      store,
      tokens,
      files: (userId) => uploadsRepository(app.db.kysely, userId),
      capBytes: app.quotas.uploadBytes,
      now: Date.now,
    }).catch((error: unknown) => {
      discardRest(request);
      throw error;
    });
    const data: UploadResult = { key, url: uploadFileUrl(fileBase(), key) };
    return ok(data, '上传成功');
  });

  if (store.localRoot) {
    await app.register(fastifyStatic, {
      root: store.localRoot,
      prefix: FILES_PATH,
      decorateReply: false,
      index: false,
      list: false,
      redirect: false,
      dotfiles: 'deny',
      // Only upload keys: never the staging folder, never a directory.
      allowedPath: (pathname) => isServableKey(pathname.replace(/^\//, '')),
      setHeaders(reply, filePath) {
        const type = fileTypeOf(filePath);
        reply.header('content-type', type.contentType);
        reply.header('content-disposition', type.inline ? 'inline' : 'attachment');
        reply.header('x-content-type-options', 'nosniff');
        // Nothing served from here may run script in the console's origin, whatever the bytes.
        reply.header('content-security-policy', "default-src 'none'; sandbox");
        reply.header('cache-control', 'public, max-age=300');
      },
    });
  }
}

/**
 * After a refusal or a failure part way through a file (too large, wrong kind, disk full), the client is still
 * sending: the rest of the body is read and dropped, so that it finishes sending and reads the answer (a
 * browser or fetch() waiting to finish its upload would otherwise wait forever on a connection nobody reads).
 * Beyond one more upload's worth the connection is cut instead.
 */
function discardRest(request: FastifyRequest): void {
  const raw = request.raw;
  if (raw.complete || raw.destroyed) return;
  raw.unpipe();
  let left = MAX_UPLOAD_BYTES;
  raw.on('data', (chunk: Buffer) => {
    left -= chunk.length;
    if (left < 0) raw.destroy();
  });
  raw.resume();
}

/** `<prefix>/<userId>/<random>/<name>`, or `<prefix>/<userId>/<name>` as stored before keys had a random folder. */
function isServableKey(key: string): boolean {
  const [prefix, userId, ...rest] = key.split('/');
  const name = rest.pop();
  return (
    prefix === UPLOAD_KEY_PREFIX &&
    !!userId &&
    !userId.startsWith('.') &&
    rest.length <= 1 &&
    rest.every(isUploadFolder) &&
    name !== undefined &&
    checkUploadFileName(name) === null
  );
}
