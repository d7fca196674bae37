import type { FastifyInstance } from 'fastify';
import { messageRecordLinksRepository } from '../repositories/message-records.ts';
import { renewRecordLink } from './record-switch.ts';

/**
 * What has to follow a rotation of the robot key (重置 in 开放接口, 退出所有设备, a password reset), once it is
 * committed: the MQTT sessions opened with the old key end (their password derives from it, so they cannot log
 * in again), and the 消息记录 ingest link, which whoever held the old key or a session could read from the
 * robot's config, is replaced by a new one written into that config (the robot fetches it when it logs in with
 * the new key). `origin` is where links point (lib/public-origin.ts).
 */
export async function afterRobotKeyRotated(app: FastifyInstance, userId: string, origin: string): Promise<void> {
  const ended = app.bus.disconnectUser(userId);
  if (ended > 0) app.log.info({ userId, ended }, 'robot sessions of a rotated key ended');
  if ((await messageRecordLinksRepository(app.db.kysely).createdAt(userId)) !== null) {
    await renewRecordLink(app, userId, origin);
  }
}
