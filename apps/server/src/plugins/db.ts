import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { connect, type Db, migrateToLatest } from '../db/connect.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Opens the database, migrates it to the latest schema, and closes it when the server closes. */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { dataDir: string; databaseUrl?: string | undefined }) => {
    const db = connect({
      ...options,
      onConnectionError: (error) => app.log.warn({ err: error }, 'database connection lost'),
    });
    try {
      const applied = await migrateToLatest(db);
      app.log.info({ database: db.kind, location: db.location, applied }, 'database ready');
    } catch (error) {
      await db.kysely.destroy();
      throw error;
    }
    app.decorate('db', db);
    app.addHook('onClose', async () => {
      await db.kysely.destroy();
    });
  },
  { name: 'db' },
);
