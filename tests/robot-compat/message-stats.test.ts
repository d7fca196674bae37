/**
 * 数据统计 fed by the unmodified upstream plugin: what a contact says and the robot's own keyword answer arrive
 * through 消息回调, and the stats count them by day, attribute the answer to its rule (the plugin names the robot
 * itself as the conversation of its own private message) and show the robot online since its login. Run with
 * `npm run test:robot -- tests/robot-compat/message-stats.test.ts`.
 */
import { LAYER_LABELS, type MessageStats, statsDate } from '@weassit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RobotWorld, startRobotWorld } from './harness.ts';

let world: RobotWorld;

beforeAll(async () => {
  world = await startRobotWorld({
    prepare: async ({ api }) => {
      const link = await api<{ url: string }>('/message_history/link', {});
      expect(link).toMatchObject({ code: 0 });
      const conversationRecord = { open: true, customUrl: link.data.url, timeout: 10, header: [], moreData: [] };
      const replyKeywords = [
        { keywords: ['价格'], reg: 1, needAt: 0, scope: 'all', replys: [{ type: 1, content: '套餐 99 元一个月' }] },
      ];
      const current = await api<{ config: string; version: number } | null>('/wechat/config');
      const stored = current.data ? (JSON.parse(current.data.config) as object) : {};
      const saved = await api('/wechat/config/update', {
        config: JSON.stringify({ ...stored, conversationRecord, replyKeywords }),
        version: current.data?.version,
      });
      expect(saved).toMatchObject({ code: 0 });
    },
  });
  await world.ready();
});

afterAll(async () => {
  await world?.stop();
});

describe('message stats from the real plugin', () => {
  it('counts the messages, attributes the keyword answer and records the robot online', async () => {
    world.command({ cmd: 'say', from: '张三', text: '请问价格是多少' });
    await world.sent('张三', '套餐 99 元一个月');
    // The plugin posts its records in the background: on a busy machine that can take longer than the default 20 s.
    const stats = await world.until(
      'the message and its answer in the stats',
      async () => {
        const s = (await world.api<MessageStats>('/message_history/stats?days=7')).data;
        return s.replies.answered === 1 ? s : undefined;
      },
      60_000,
    );
    const today = stats.daily.find((d) => d.date === statsDate(Date.now()));
    expect(today).toMatchObject({ in: 1, out: 1 });
    expect(today?.onlineSeconds).toBeGreaterThanOrEqual(0);
    expect(stats.topFriends).toEqual([expect.objectContaining({ name: '张三', count: 1 })]);
    expect(stats.replies.byRule).toEqual([
      expect.objectContaining({ layer: 'keywords', label: LAYER_LABELS.keywords, count: 1 }),
    ]);
    expect(stats.replies.byRule[0]?.detail).toContain('价格');
    // The login opened an online period that is still open.
    const later = await world.until('online time counted', async () => {
      const s = (await world.api<MessageStats>('/message_history/stats?days=7')).data;
      return s.daily.some((d) => d.onlineSeconds > 0) ? s : undefined;
    });
    expect(later.daily.reduce((sum, d) => sum + d.onlineSeconds, 0)).toBeGreaterThan(0);
  });
});
