import { describe, expect, it } from 'vitest';
import { robotOnlineRepository } from '../src/repositories/robot-online.ts';
import { onlineByDay } from '../src/services/message-stats.ts';
import { signupAndLogin } from './accounts-helper.ts';
import { connectOnLoopback, listenWithBroker, mqttLogin, onLoopback, until } from './broker-helper.ts';
import { build } from './helper.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

async function periodsOf(app: Awaited<ReturnType<typeof build>>, userId: string) {
  const rows = await app.db.kysely
    .selectFrom('robot_online_periods')
    .select(['started_at', 'last_seen_at', 'ended_at'])
    .where('user_id', '=', userId)
    .orderBy('started_at')
    .execute();
  return rows.map((r) => ({
    startedAt: Number(r.started_at),
    lastSeenAt: Number(r.last_seen_at),
    endedAt: r.ended_at === null ? null : Number(r.ended_at),
  }));
}

describe('robot online periods under reconnects', () => {
  it('a reconnect loop over real MQTT keeps one period, open while connected and closed at the end', async () => {
    const app = await build(onLoopback);
    const port = await listenWithBroker(app);
    const user = await signupAndLogin(app);
    const login = await mqttLogin(app, user);
    const loops = 40;
    for (let i = 0; i < loops; i++) {
      const client = await connectOnLoopback(port, login);
      await until('the robot online', async () => (app.bus.robotConnected(user.userId) ? true : undefined));
      await client.endAsync(true);
      await until('the robot offline', async () => (app.bus.robotConnected(user.userId) ? undefined : true));
    }
    const rows = await until('every write applied', async () => {
      const all = await periodsOf(app, user.userId);
      return all.every((p) => p.endedAt !== null) ? all : undefined;
    });
    console.log(`${loops} connect/close cycles left ${rows.length} online period row(s)`);
    expect(rows).toHaveLength(1);
  });

  it('extends the last period across a gap of up to a minute, and starts a new one after a longer gap', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const repo = robotOnlineRepository(app.db.kysely);
    const t0 = Date.UTC(2026, 0, 10, 2);
    await repo.seen(user.userId, t0);
    await repo.gone(user.userId, t0 + HOUR);
    // Back after 59 s: the same period goes on.
    await repo.seen(user.userId, t0 + HOUR + 59 * SECOND);
    expect(await periodsOf(app, user.userId)).toEqual([
      { startedAt: t0, lastSeenAt: t0 + HOUR + 59 * SECOND, endedAt: null },
    ]);
    await repo.gone(user.userId, t0 + 2 * HOUR);
    // Back after 61 s: a new period.
    await repo.seen(user.userId, t0 + 2 * HOUR + 61 * SECOND);
    await repo.gone(user.userId, t0 + 3 * HOUR);
    const rows = await periodsOf(app, user.userId);
    expect(rows).toEqual([
      { startedAt: t0, lastSeenAt: t0 + 2 * HOUR, endedAt: t0 + 2 * HOUR },
      { startedAt: t0 + 2 * HOUR + 61 * SECOND, lastSeenAt: t0 + 3 * HOUR, endedAt: t0 + 3 * HOUR },
    ]);
    // The statistics count the bridged minute as online, the longer gap not.
    const read = await repo.overlapping(user.userId, t0 - HOUR, t0 + 4 * HOUR, 100);
    const total = [...onlineByDay(read, t0 - HOUR, t0 + 4 * HOUR).values()].reduce((a, b) => a + b, 0);
    expect(total).toBe(3 * HOUR - 61 * SECOND);
  });

  it('caps the new periods of a day: a robot flapping all day adds a bounded number of rows', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const other = await signupAndLogin(app);
    const repo = robotOnlineRepository(app.db.kysely);
    const t0 = Date.UTC(2026, 0, 10, 0);
    // Ten minutes online, five offline, for a whole day: 96 sessions, each gap too long to bridge.
    for (let i = 0; i < 96; i++) {
      const start = t0 + i * 15 * MINUTE;
      await repo.seen(user.userId, start);
      await repo.gone(user.userId, start + 10 * MINUTE);
    }
    await repo.seen(other.userId, t0);
    await repo.gone(other.userId, t0 + MINUTE);
    const rows = await periodsOf(app, user.userId);
    console.log(`96 sessions in a day left ${rows.length} online period rows`);
    expect(rows.length).toBeLessThanOrEqual(48);
    expect(rows.length).toBeGreaterThanOrEqual(24);
    // Periods never overlap and keep their order; the day's total is between the true online time and the span.
    for (let i = 1; i < rows.length; i++) {
      expect(rows[i]?.startedAt).toBeGreaterThanOrEqual(rows[i - 1]?.endedAt ?? Number.POSITIVE_INFINITY);
    }
    const read = await repo.overlapping(user.userId, t0, t0 + 25 * HOUR, 1000);
    const total = [...onlineByDay(read, t0, t0 + 25 * HOUR).values()].reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(96 * 10 * MINUTE);
    expect(total).toBeLessThanOrEqual(24 * HOUR);
    // Another user's periods are their own.
    expect(await periodsOf(app, other.userId)).toEqual([
      { startedAt: t0, lastSeenAt: t0 + MINUTE, endedAt: t0 + MINUTE },
    ]);
  });
});
