import { API_PREFIX, BUILT_IN_EVENTS, CUSTOM_CHANNELS, NEWS_CHANNELS } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { ok } from '../../lib/envelope.ts';
import { requireUser } from '../../plugins/auth.ts';
import { noticesRepository } from '../../repositories/notices.ts';

/** Notices for the dashboard, the built-in event list and the channel lists (spec §7 "Common"). */
export async function commonRoutes(app: FastifyInstance) {
  app.addHook('preHandler', requireUser);

  app.get(`${API_PREFIX}/common/message`, async () => {
    const rows = await noticesRepository(app.db.kysely).latest(20);
    return ok(rows.map((r) => ({ id: r.id, text: r.text, createdAt: r.created_at })));
  });

  // The callback event dialog picks a built-in event from `data.list`.
  app.get(`${API_PREFIX}/common/callapi`, async () =>
    ok({ list: BUILT_IN_EVENTS.map((e) => ({ value: e.event, label: e.label, privateOnly: e.privateOnly })) }),
  );

  app.get(`${API_PREFIX}/wechat/channellist`, async () => ok(NEWS_CHANNELS));
  app.get(`${API_PREFIX}/wechat/customchannellist`, async () => ok(CUSTOM_CHANNELS));
}
