import {
  ErrorCode,
  LAYER_LABELS,
  MESSAGE_STATS_MESSAGES,
  statsDate,
  statsDayStart,
  VIP_REQUIRED_MESSAGE,
} from '@weassit/contract';
import type { FastifyInstance } from 'fastify';
import mqtt from 'mqtt';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { buildApp } from '../src/app.ts';
import { connect } from '../src/db/connect.ts';
import { onlineByDay } from '../src/services/message-stats.ts';
import { PURGE_INTERVAL_MS } from '../src/services/purge.ts';
import { signupAndLogin } from './accounts-helper.ts';
import { build, testConfig } from './helper.ts';
import {
  HISTORY_BASE,
  saveConfig,
  pluginBody as sharedPluginBody,
  stats,
  statsData,
  vipUser,
} from './message-fixtures.ts';
import { robotClient, robotKeys } from './robot-helper.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

/** A message as the plugin's 消息回调 posts it: 张三's '你好' (no alias or weixin id) but for what `message` sets. */
const pluginBody = (message: Record<string, unknown>) =>
  sharedPluginBody({ chatAlias: '', chatUserWeixin: '', content: '你好', ...message });

/** The robot's own message: in a private chat the plugin names the robot itself as the conversation. */
const own = (time: number, room?: { id: string; name: string }) =>
  pluginBody({
    conversionId: room?.id ?? 'wxid_robot',
    conversionName: room?.name ?? '小秘书',
    isRoom: room !== undefined,
    chatName: '小秘书',
    chatId: 'wxid_robot',
    isMyself: true,
    time,
    content: '好的',
  });

const friend = (id: string, name: string, time: number, extra: Record<string, unknown> = {}) =>
  pluginBody({ conversionId: id, conversionName: name, isRoom: false, chatName: name, chatId: id, time, ...extra });

async function ingestAll(app: FastifyInstance, link: string, bodies: readonly object[]) {
  for (const body of bodies) {
    const res = await app.inject({ method: 'POST', url: link, payload: body });
    expect(res.json(), JSON.stringify(body)).toMatchObject({ code: 0 });
  }
}

/** Polls `check` until it returns a value (presence writes do not hold up the robot's call). */
async function until<T>(what: string, check: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const periodsOf = (app: FastifyInstance, userId: string) =>
  app.db.kysely
    .selectFrom('robot_online_periods')
    .select(['started_at', 'last_seen_at', 'ended_at'])
    .where('user_id', '=', userId)
    .orderBy('started_at')
    .execute();

describe('message stats', () => {
  it('counts days, top chats and attributes answers from ingested messages', async () => {
    const app = await build();
    const { user: alice, link } = await vipUser(app);
    const config = {
      replyKeywords: [
        { keywords: ['你好'], reg: 1, needAt: 0, scope: 'all', replys: [{ type: 1, content: '你好呀' }] },
      ],
      autoReply: true,
      defaultBot: 6,
    };
    await saveConfig(app, alice, config);

    // Seconds, one minute after today's midnight in China: all of these fall on today's date.
    const t = Math.floor(statsDayStart(Date.now()) / 1000) + 60;
    const room = { id: '20001@chatroom', name: '产品讨论群' };
    await ingestAll(app, link, [
      // Answered in the group by a keyword rule.
      pluginBody({ time: t, content: '你好' }),
      own(t + 5, room),
      pluginBody({ time: t + 100, content: '随便聊聊' }),
      pluginBody({ conversionId: '20002@chatroom', conversionName: '运营群', chatName: '李四', time: t + 200 }),
      // Answered privately by the global AI (the answer names the robot as the conversation).
      friend('wxid_wangwu', '王五', t + 300, { content: '讲个笑话' }),
      own(t + 320),
      friend('wxid_wangwu', '王五', t + 400, { type: '图片', content: '' }),
      // An own message 100 s later is not an answer.
      friend('wxid_zhaoliu', '赵六', t + 1000),
      own(t + 1100),
      // Ten and forty days ago.
      pluginBody({ time: t - 10 * 86_400, content: '十天前' }),
      pluginBody({ time: t - 40 * 86_400, content: '四十天前' }),
    ]);

    const week = await statsData(app, alice);
    expect(week).toMatchObject({ days: 7, timeZone: 'Asia/Shanghai' });
    expect(week.daily).toHaveLength(7);
    expect(week.daily.at(-1)).toMatchObject({ date: statsDate(Date.now()), in: 6, out: 3 });
    expect(week.daily.slice(0, 6).every((d) => d.in === 0 && d.out === 0)).toBe(true);
    expect(week.daily[0]?.date).toBe(statsDate(Date.now() - 6 * DAY));
    expect(week.topGroups).toEqual([
      { id: '20001@chatroom', name: '产品讨论群', count: 2 },
      { id: '20002@chatroom', name: '运营群', count: 1 },
    ]);
    expect(week.topFriends).toEqual([
      { id: 'wxid_wangwu', name: '王五', count: 2 },
      { id: 'wxid_zhaoliu', name: '赵六', count: 1 },
    ]);
    expect(week.replies).toMatchObject({ answered: 2, simulated: 2, byCurrentConfig: true });
    expect(week.replies.byRule).toHaveLength(2);
    expect(week.replies.byRule).toContainEqual(
      expect.objectContaining({ layer: 'keywords', label: LAYER_LABELS.keywords, count: 1 }),
    );
    expect(week.replies.byRule.find((r) => r.layer === 'keywords')?.detail).toContain('你好');
    const ai = week.replies.byRule.find((r) => r.layer === 'globalAi');
    expect(ai).toMatchObject({ label: LAYER_LABELS.globalAi, count: 1 });
    expect(ai?.detail).toMatch(/^由 .+ 回答$/);

    const month = await statsData(app, alice, 30);
    expect(month.daily).toHaveLength(30);
    expect(month.daily.reduce((sum, d) => sum + d.in, 0)).toBe(7);
    expect(month.daily.find((d) => d.date === statsDate((t - 10 * 86_400) * 1000))?.in).toBe(1);
    expect(month.topGroups[0]).toEqual({ id: '20001@chatroom', name: '产品讨论群', count: 3 });

    // With the keyword rule gone, the group answer is one the current config would not give.
    await saveConfig(app, alice, { replyKeywords: [], autoReply: true, defaultBot: 6, roomAt: 1 });
    const after = await statsData(app, alice);
    expect(after.replies.byRule).toContainEqual(
      expect.objectContaining({ layer: null, label: MESSAGE_STATS_MESSAGES.unmatched, count: 1 }),
    );
  });

  it('counts only the asking user’s messages', async () => {
    const app = await build();
    const alice = await vipUser(app);
    const bob = await vipUser(app);
    const t = Math.floor(statsDayStart(Date.now()) / 1000) + 60;
    await ingestAll(app, alice.link, [pluginBody({ time: t })]);
    await ingestAll(app, bob.link, [pluginBody({ time: t }), pluginBody({ time: t + 1 }), own(t + 2)]);
    const mine = await statsData(app, alice.user);
    expect(mine.daily.at(-1)).toMatchObject({ in: 1, out: 0 });
    expect(mine.topGroups).toEqual([{ id: '20001@chatroom', name: '产品讨论群', count: 1 }]);
    expect(mine.replies.answered).toBe(0);
  });

  it('is empty for a new member, refuses bad periods, free users and strangers', async () => {
    const app = await build();
    const { user } = await vipUser(app);
    const empty = await statsData(app, user, 30);
    expect(empty.daily.every((d) => d.in === 0 && d.out === 0 && d.onlineSeconds === 0)).toBe(true);
    expect(empty).toMatchObject({ topGroups: [], topFriends: [], replies: { answered: 0, simulated: 0, byRule: [] } });
    for (const bad of ['14', 'abc', '7&days=30', '-7']) {
      const body = await stats(app, user, bad);
      expect(body, bad).toMatchObject({ code: ErrorCode.INVALID_PARAMETER });
      expect(body.msg).toContain(MESSAGE_STATS_MESSAGES.periodInvalid);
    }
    expect((await statsData(app, user, undefined)).days).toBe(7);

    const free = await signupAndLogin(app);
    expect(await stats(app, free)).toMatchObject({ code: ErrorCode.FORBIDDEN, msg: VIP_REQUIRED_MESSAGE });
    const anonymous = await app.inject({ method: 'GET', url: `${HISTORY_BASE}/stats?days=7` });
    expect(anonymous.json()).toMatchObject({ code: ErrorCode.NOT_LOGGED_IN });
  });
});

describe('message stats under load', () => {
  it('counts answers at the same time and at the window’s end, never from another group', async () => {
    const app = await build();
    const { user, link } = await vipUser(app);
    const t = Math.floor(statsDayStart(Date.now()) / 1000) + 60;
    const roomA = { id: '20001@chatroom', name: '产品讨论群' };
    const roomB = { id: '20002@chatroom', name: '运营群' };
    await ingestAll(app, link, [
      // Answered in the same second.
      pluginBody({ time: t, content: '同一秒' }),
      own(t, roomA),
      // Answered exactly at the window's end (60 s).
      pluginBody({ time: t + 1000, content: '六十秒' }),
      own(t + 1060, roomA),
      // Only another group answered within the window.
      pluginBody({ time: t + 2000, content: '别的群' }),
      own(t + 2010, roomB),
      // 61 s later is too late.
      pluginBody({ time: t + 3000, content: '太晚' }),
      own(t + 3061, roomA),
      // Private: any own private message answers; a group one does not.
      friend('wxid_wangwu', '王五', t + 4000, { content: '私聊' }),
      own(t + 4030),
      friend('wxid_zhaoliu', '赵六', t + 5000, { content: '私聊无答' }),
      own(t + 5010, roomA),
      // Not a text: never counted.
      pluginBody({ time: t + 6000, type: '图片', content: '' }),
      own(t + 6001, roomA),
    ]);
    const week = await statsData(app, user);
    expect(week.replies).toMatchObject({ answered: 3, simulated: 3 });
  });
});

describe('robot online periods', () => {
  it('splits periods over China days and clips them to the window', () => {
    const d0 = statsDayStart(Date.UTC(2026, 0, 10, 12));
    const byDay = onlineByDay(
      [
        { startedAt: d0 - HOUR, endedAt: d0 + 2 * HOUR },
        { startedAt: d0 + 5 * HOUR, endedAt: null },
      ],
      d0,
      d0 + DAY + 30 * 60 * 1000,
    );
    expect(byDay.get(d0)).toBe(2 * HOUR + 19 * HOUR);
    expect(byDay.get(d0 + DAY)).toBe(30 * 60 * 1000);
    expect(byDay.has(d0 - DAY)).toBe(false);
  });

  it('opens a period on login and live heartbeats, closes it on dead heartbeats and logout, goes on after a short gap', async () => {
    const app = await build();
    const { user } = await vipUser(app);
    const robot = robotClient(app, await robotKeys(app, user));
    await robot.get('/wechat/qrcode', { qrUrl: '', qrStatus: 4 });
    await until('an open period', async () => ((await periodsOf(app, user.userId)).length === 1 ? true : undefined));
    await robot.get('/wechat/heart', { heartBeat: 'live' });
    await robot.get('/wechat/heart', { heartBeat: 'dead' });
    const closed = await until('the period closed', async () => {
      const rows = await periodsOf(app, user.userId);
      return rows.length === 1 && rows[0]?.ended_at !== null ? rows : undefined;
    });
    expect(Number(closed[0]?.ended_at)).toBeGreaterThanOrEqual(Number(closed[0]?.started_at));
    // Back within a minute (ONLINE_GAP_BRIDGED_MS): the same period goes on, rather than a new row.
    await robot.get('/wechat/heart', { heartBeat: 'live' });
    await until('the period reopened', async () => {
      const all = await periodsOf(app, user.userId);
      return all.length === 1 && all[0]?.ended_at === null ? true : undefined;
    });
    await robot.get('/wechat/qrcode', { qrUrl: 'qrcode', qrStatus: 6 });
    const rows = await until('the period closed again', async () => {
      const all = await periodsOf(app, user.userId);
      return all.length === 1 && all[0]?.ended_at !== null ? all : undefined;
    });
    expect(rows[0]?.started_at).toEqual(closed[0]?.started_at);
  });

  it('reports online seconds per day from the stored periods', async () => {
    const app = await build();
    const { user } = await vipUser(app);
    // 23:00 two days ago to 01:00 yesterday, China time: one hour on each day.
    const yesterday = statsDayStart(Date.now()) - DAY;
    await app.db.kysely
      .insertInto('robot_online_periods')
      .values({
        user_id: user.userId,
        started_at: yesterday - HOUR,
        last_seen_at: yesterday + HOUR,
        ended_at: yesterday + HOUR,
      })
      .execute();
    const other = await vipUser(app);
    await app.db.kysely
      .insertInto('robot_online_periods')
      .values({
        user_id: other.user.userId,
        started_at: yesterday,
        last_seen_at: yesterday,
        ended_at: yesterday + 5 * HOUR,
      })
      .execute();
    const week = await statsData(app, user);
    expect(week.daily.at(-2)).toMatchObject({ date: statsDate(yesterday), onlineSeconds: 3600 });
    expect(week.daily.at(-3)).toMatchObject({ date: statsDate(yesterday - DAY), onlineSeconds: 3600 });
    expect(week.daily.at(-1)?.onlineSeconds).toBe(0);
  });

  it('deletes periods that ended more than 60 days ago in the hourly purge', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const app = await buildApp(await testConfig(), { logger: false });
    try {
      const { user } = await vipUser(app);
      const now = Date.now();
      for (const ended of [now - 61 * DAY, now - 59 * DAY]) {
        await app.db.kysely
          .insertInto('robot_online_periods')
          .values({ user_id: user.userId, started_at: ended - HOUR, last_seen_at: ended, ended_at: ended })
          .execute();
      }
      vi.advanceTimersByTime(PURGE_INTERVAL_MS);
      await expect.poll(async () => (await periodsOf(app, user.userId)).length).toBe(1);
      expect(Number((await periodsOf(app, user.userId))[0]?.ended_at)).toBe(now - 59 * DAY);
    } finally {
      await app.close();
      vi.useRealTimers();
    }
  });

  it('follows the push connection, ends open periods at shutdown and closes a crash’s at startup', async () => {
    const config = await testConfig({ host: '127.0.0.1', mqtt: { port: 0, url: undefined, publicUrl: undefined } });
    const app = await buildApp(config, { logger: false });
    let closed = false;
    onTestFinished(async () => {
      if (!closed) await app.close();
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    await app.listenBroker();
    const { user } = await vipUser(app);
    const robot = robotClient(app, await robotKeys(app, user));
    const mqttConfig = (await robot.get('/ws/mqtt/config')).body.data as Record<string, string | number>;
    const connectRobot = () =>
      mqtt.connectAsync(`${mqttConfig.host}:${mqttConfig.port}`, {
        username: String(mqttConfig.username),
        password: String(mqttConfig.password),
        protocolVersion: 4,
        reconnectPeriod: 0,
        clientId: `${mqttConfig.clientId}1`,
      });
    const first = await connectRobot();
    await until('a period opened by the connection', async () =>
      (await periodsOf(app, user.userId)).some((p) => p.ended_at === null) ? true : undefined,
    );
    await first.endAsync();
    await until('the period closed by the disconnection', async () => {
      const rows = await periodsOf(app, user.userId);
      return rows.length === 1 && rows[0]?.ended_at !== null ? true : undefined;
    });
    // A reconnect within a minute goes on with the same period.
    const second = await connectRobot();
    await until('the period reopened', async () =>
      (await periodsOf(app, user.userId)).some((p) => p.ended_at === null) ? true : undefined,
    );
    second.on('error', () => {});
    await app.close();
    closed = true;

    // A crash leaves a period open: the next start ends it at its last sign of life.
    const db = connect({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
    // The shutdown itself ended the open period.
    const afterShutdown = await db.kysely
      .selectFrom('robot_online_periods')
      .select('ended_at')
      .where('user_id', '=', user.userId)
      .execute();
    expect(afterShutdown).toHaveLength(1);
    expect(afterShutdown.every((p) => p.ended_at !== null)).toBe(true);
    await db.kysely
      .insertInto('robot_online_periods')
      .values({ user_id: user.userId, started_at: 1000, last_seen_at: 5000, ended_at: null })
      .execute();
    await db.kysely.destroy();
    const next = await buildApp(config, { logger: false });
    onTestFinished(() => next.close());
    const rows = await periodsOf(next, user.userId);
    expect(rows).toHaveLength(2);
    expect(rows.every((p) => p.ended_at !== null)).toBe(true);
    expect(Number(rows[0]?.ended_at)).toBe(5000);
    second.end(true);
  });
});
