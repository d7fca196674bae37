import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A registered route: its method and its URL pattern (`/v1/api/materials/:id`). */
export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, in order (HEAD routes Fastify adds for GET included). */
    routeTable: readonly RouteEntry[];
  }
}

/**
 * Keeps the app's route table. The hostile-input test reads it to attack every route there is, so a new route is
 * covered without anyone adding it to a list.
 */
export const routeTablePlugin = fp(
  async (app: FastifyInstance) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) table.push({ method, url: route.url });
    });
  },
  { name: 'route-table' },
);
