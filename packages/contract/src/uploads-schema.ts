/**
 * The upload token query's schema, apart from the upload rules (uploads.ts) so that those stay zod-free: the
 * console checks a file before uploading it without loading zod.
 */
import { z } from 'zod';
import { UPLOAD_SCENES } from './uploads.ts';

/** Query of `GET /v1/api/material/token`; the scene defaults to a material file. */
export const uploadTokenQuerySchema = z.object({
  scene: z.enum(UPLOAD_SCENES, { error: '上传场景不正确' }).default('material'),
});
