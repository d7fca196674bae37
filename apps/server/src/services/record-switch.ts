import { ErrorCode, MESSAGE_RECORD_PATH } from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../lib/envelope.ts';
import { newToken } from '../lib/ids.ts';
import { messageRecordLinksRepository } from '../repositories/message-records.ts';
import { robotConfigsRepository } from '../repositories/robot-configs.ts';
import { saveRobotConfig } from './robot-config.ts';
import { notifyRobot } from './robot-push.ts';

/** Saves lost to a concurrent config save are tried again this many times in all. */
const ATTEMPTS = 3;

/**
 * The 消息记录 switch writes the robot's 消息回调 itself: `url` turns `conversationRecord` on with that
 * `customUrl`, null turns it off and clears it. The section's other fields (ossConfig, header, moreData …) are
 * kept. Saved like a console config save (validated, versioned) and pushed to the robot the same way
 * (`updateConfig`), so the robot starts or stops posting without the operator touching the config page.
 */
export async function switchConversationRecord(app: FastifyInstance, userId: string, url: string | null) {
  const configs = robotConfigsRepository(app.db.kysely);
  for (let attempt = 1; ; attempt++) {
    const row = await configs.findByUser(userId);
    // Off with no config stored: nothing to switch off.
    if (!row && url === null) return;
    const stored = row ? (JSON.parse(row.config) as Record<string, unknown>) : {};
    const previous = stored.conversationRecord;
    const kept = previous && typeof previous === 'object' && !Array.isArray(previous) ? previous : {};
    const conversationRecord = { ...kept, open: url !== null, customUrl: url ?? '' };
    try {
      // The link routes are vip (VIP_ROUTES), and 消息回调 is a vip section.
      await saveRobotConfig(app.db.kysely, userId, JSON.stringify({ ...stored, conversationRecord }), row?.version, {
        vip: true,
      });
      break;
    } catch (error) {
      if (!(error instanceof AppError && error.code === ErrorCode.CONFLICT) || attempt >= ATTEMPTS) throw error;
    }
  }
  await notifyRobot(app, userId, 'event', { target: 'system', event: 'updateConfig' });
}

/**
 * Enables or rotates the user's 消息记录 ingest link: a new secret replaces the old one, which stops working at
 * once, and the robot's 消息回调 is pointed at the new URL (built on `origin`, PUBLIC_URL or the listen address,
 * never a request's Host header). Returns the URL.
 */
export async function renewRecordLink(app: FastifyInstance, userId: string, origin: string): Promise<string> {
  const token = newToken();
  await messageRecordLinksRepository(app.db.kysely).replace(userId, token, Date.now());
  const url = `${origin}${MESSAGE_RECORD_PATH}?key=${token}`;
  await switchConversationRecord(app, userId, url);
  return url;
}
