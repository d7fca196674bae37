import type { UploadScene, UploadToken } from '@weassit/contract';
import { apiGet } from './api-client';

/** `GET /api/material/token?scene=`: a short-lived token for one upload of `scene` (material file, thumbnail). */
export function getUploadToken(scene: UploadScene): Promise<UploadToken> {
  return apiGet<UploadToken>('/api/material/token', { params: { scene } });
}
