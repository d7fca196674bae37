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
  uploadTokenQuerySchema,
} from '@weassit/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Config } from '../../config.ts';
import { AppError, ok } from '../../lib/envelope.ts';
import { fileTypeOf } from '../../lib/file-types.ts';
import { publicOrigin } from '../../lib/request.ts';
import { parse } from '../../lib/validate.ts';
import { requireUser } from '../../plugins/auth.ts';
import { uploadTokens } from '../../services/upload-tokens.ts';
import { receiveUpload, UPLOAD_FORM_LIMITS } from '../../services/uploads.ts';
import { createBlobStore } from '../../storage/create-blob-store.ts';

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
  const store = await createBlobStore(config);
  app.addHook('onClose', () => store.close());
  const tokens = uploadTokens(app.db.kysely);
  // Registered here only: multipart parsing exists on the upload route and nowhere else.
  await app.register(multipart, { limits: UPLOAD_FORM_LIMITS, throwFileSizeLimit: false });

  const fileBase = (request: FastifyRequest) =>
    store.publicBase ?? config.uploads.filesPublicUrl ?? `${publicOrigin(config, request)}${FILES_PATH}`;

  app.get(`${API_PREFIX}/material/token`, { preHandler: requireUser }, async (request) => {
    const { scene } = parse(uploadTokenQuerySchema, request.query);
    const issued = await tokens.issue(request.userId, scene, Date.now());
    const data: UploadToken = {
      token: issued.token,
      keyPrefix: uploadKeyPrefix(request.userId),
      uploadUrl: config.uploads.publicUrl ?? `${publicOrigin(config, request)}${UPLOAD_PATH}`,
      fileBase: fileBase(request),
      expiresAt: issued.expiresAt,
      maxBytes: UPLOAD_RULES[scene].maxBytes,
    };
    return ok(data);
  });

  app.post(UPLOAD_PATH, async (request) => {
    if (!request.isMultipart()) {
      throw new AppError(ErrorCode.MALFORMED_REQUEST, '请以 multipart/form-data 上传文件（file、key、token）', 415);
    }
    const key = await receiveUpload(request.parts(), { store, tokens, now: Date.now });
    const data: UploadResult = { key, url: uploadFileUrl(fileBase(request), key) };
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
      // Only `<prefix>/<userId>/<name>` paths: never the staging folder, never a directory.
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

function isServableKey(key: string): boolean {
  const [prefix, userId, name, ...rest] = key.split('/');
  return (
    prefix === UPLOAD_KEY_PREFIX &&
    !!userId &&
    !userId.startsWith('.') &&
    rest.length === 0 &&
    name !== undefined &&
    checkUploadFileName(name) === null
  );
}
