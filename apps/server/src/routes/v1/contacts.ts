import type { FastifyInstance } from 'fastify';

/** Friends, groups, name search, "where used" and reminders (spec §7, issue 6). */
export async function contactRoutes(_app: FastifyInstance) {}
