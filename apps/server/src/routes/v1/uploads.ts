import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';

/** Upload tokens, the upload endpoint and the read-only file route (spec §7 "Materials", issue 6). */
export async function uploadRoutes(_app: FastifyInstance, _options: { config: Config }) {}
