import { type MessageStats, statsDayStart } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { P99_BOUND_MS, repeatedBesideHealth, underLoad } from './event-loop-load.ts';
import { build } from './helper.ts';
import { saveConfig, seedRows, stats, statsData, vipUser } from './message-fixtures.ts';

describe('message stats under load: another tenant’s event loop', () => {
  it('keeps the event loop free for others while counting answers of many messages sharing a time', async () => {
    const app = await build();
    const { user } = await vipUser(app);
    const at = statsDayStart(Date.now()) + 60_000;
    // 2 000 group texts and 2 000 own messages in another group, all in the same second: the old per-message
    // lookup read every own message for each text.
    const rows = [
      ...Array.from({ length: 2000 }, () => ({ sent_at: at })),
      ...Array.from({ length: 2000 }, () => ({
        sent_at: at,
        conversation_id: '20002@chatroom',
        is_myself: 1,
        sender_id: 'wxid_robot',
      })),
      // One answered text in a third group, so the count is not trivially zero.
      { sent_at: at + 120_000, conversation_id: '20003@chatroom', content: '有人答' },
      { sent_at: at + 121_000, conversation_id: '20003@chatroom', is_myself: 1, sender_id: 'wxid_robot' },
    ];
    await seedRows(app, user.userId, rows);
    const figures = await underLoad({
      label: 'stats, 4 000 messages in one second',
      work: () => statsData(app, user),
      ...repeatedBesideHealth(app),
    });
    expect(figures.result.replies).toMatchObject({ answered: 1, simulated: 1 });
    expect(figures.p99Ms).toBeLessThanOrEqual(P99_BOUND_MS);
  });

  it('simulates long texts against a large config off the event loop, and labels a partial result', async () => {
    const app = await build();
    const { user } = await vipUser(app);
    // Long keywords that the texts almost contain: each includes() walks the whole text.
    const rules = Array.from({ length: 10 }, (_, r) => ({
      keywords: Array.from({ length: 200 }, (_, k) => `${'a'.repeat(150 + (k % 40))}b${r}-${k}`),
      reg: 1,
      needAt: 0,
      scope: 'all',
      replys: [{ type: 1, content: '收到' }],
    }));
    await saveConfig(app, user, { replyKeywords: rules, autoReply: true, defaultBot: 6 });
    const at = statsDayStart(Date.now()) + 60_000;
    const texts = 30;
    const rows = [];
    for (let i = 0; i < texts; i += 1) {
      rows.push({ sent_at: at + i * 120_000, content: `${'a'.repeat(29_990)}${i}` });
      rows.push({ sent_at: at + i * 120_000 + 1000, is_myself: 1, sender_id: 'wxid_robot', content: '收到' });
    }
    await seedRows(app, user.userId, rows);
    const figures = await underLoad({
      label: 'stats, 30 texts of 30 000 characters, 2 000 long keywords',
      work: () => stats(app, user),
      ...repeatedBesideHealth(app),
    });
    expect(figures.result.code, figures.result.msg).toBe(0);
    const replies = (figures.result.data as MessageStats).replies;
    console.log(`stats: answered ${replies.answered}, simulated ${replies.simulated}`);
    expect(replies.answered).toBe(texts);
    expect(replies.simulated).toBeGreaterThan(0);
    expect(replies.simulated).toBeLessThanOrEqual(texts);
    expect(replies.byRule.reduce((sum, r) => sum + r.count, 0)).toBe(replies.simulated);
    expect(figures.p99Ms).toBeLessThanOrEqual(P99_BOUND_MS);
  });
});
