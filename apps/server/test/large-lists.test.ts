import type { AddressInfo } from 'node:net';
import { OPEN_API_PATHS } from '@weassit/contract';
import { gptConfigInputSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ok } from '../src/lib/envelope.ts';
import { newId } from '../src/lib/ids.ts';
import { signedParams } from '../src/lib/signature.ts';
import { gptConfigsRepository } from '../src/repositories/gpt-configs.ts';
import { presetRolesRepository } from '../src/repositories/preset-roles.ts';
import { remindersRepository } from '../src/repositories/reminders.ts';
import { robotOk } from '../src/routes/open/robot-envelope.ts';
import { bearer, makeVip, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { long, worstGptConfig } from './cost/worst-values.ts';
import { getChunks, healthBySocket, megabytes, P99_BOUND_MS, underLoad } from './event-loop-load.ts';
import { build } from './helper.ts';
import { openApiKeys, type RobotKeys, robotKeys } from './robot-helper.ts';

/**
 * The whole-list answers of megabytes (a robot's reminders, the console's preset roles, AI configs and friend
 * picker, the open API's friend list) at the caps, over real sockets: the attacker's answer is read by a client
 * while another tenant calls the server back to back, so only the server's own work counts (the answer is parsed
 * afterwards). Each answer is also compared, byte for byte, with JSON.stringify of its envelope: what the routes
 * sent before they were serialised in slices.
 */

type Headers = Record<string, string>;

/**
 * Sizes where the old answers (serialised in one piece) held the loop clearly over the bound on the 2-core
 * machine: about 16 MB each, within the caps (20 000 friends, 100 AI configs).
 */
const FRIENDS = 10_000;
const GPT_CONFIGS = 20;

async function getRaw(port: number, url: string, headers: Headers = {}) {
  const answer = await getChunks(port, url, headers);
  return { raw: Buffer.concat(answer.chunks), headers: answer.headers };
}

const signedUrl = (path: string, keys: RobotKeys) => {
  const signed = signedParams({}, keys);
  const query = new URLSearchParams(Object.entries(signed).map(([k, v]): [string, string] => [k, String(v)]));
  return `/open/v1/api${path}?${query}`;
};

/** A vip attacker on a server listening on loopback, and `measure` for one of its reads. */
async function tenants(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const attacker = await signupAndLogin(app);
  await makeVip(app, attacker);
  const robot = await robotKeys(app, attacker);
  const program = await openApiKeys(app, attacker);

  async function measure(url: string, headers: Headers = {}) {
    const figures = await underLoad({
      label: url.split('?')[0] ?? url,
      work: () => getChunks(port, url, headers),
      victim: healthBySocket(port),
      describe: (answer) => `answer ${megabytes(answer.chunks)} MB`,
    });
    // Joined only now, outside the measured span.
    const raw = Buffer.concat(figures.result.chunks);
    return { raw, headers: figures.result.headers, figures: { ...figures, answerMB: raw.length / 1e6 } };
  }
  return {
    attacker,
    port,
    measure,
    console: (path: string) => measure(path, bearer(attacker)),
    robot: (path: string) => measure(signedUrl(path, robot)),
    program: (path: string) => measure(signedUrl(path, program)),
  };
}

async function seedFriends(app: FastifyInstance, user: TestUser, count: number, from = 0) {
  const now = Date.now();
  for (let start = from; start < from + count; start += 500) {
    const rows = Array.from({ length: Math.min(500, from + count - start) }, (_, k) => ({
      user_id: user.userId,
      wxid: `wxid_friend_${start + k}`,
      robot_wxid: 'wxid_robot',
      name: long(`好友${start + k}-`, 256, '友'),
      alias: long(`备注${start + k}-`, 256, '备'),
      gender: 1,
      avatar: '',
      type: 1,
      weixin: '',
      updated_at: now,
    }));
    await app.db.kysely.insertInto('friends').values(rows).execute();
  }
}

/** Rows with one `created_at`, so every chunk boundary falls between rows that only their id orders. */
async function seedReminders(app: FastifyInstance, user: TestUser, count: number, length: number) {
  const now = Date.now();
  for (let start = 0; start < count; start += 100) {
    const rows = Array.from({ length: Math.min(100, count - start) }, (_, k) => ({
      id: newId(),
      user_id: user.userId,
      setter: long(`设置人${start + k}`, 256, '设'),
      subscribe: long(`提醒对象${start + k}`, 256, '提'),
      is_loop: 1,
      time: '0 0 8 * * *',
      content: long(`提醒${start + k}`, length, '醒'),
      status: 0,
      done_at: null,
      created_at: now,
    }));
    await app.db.kysely.insertInto('reminders').values(rows).execute();
  }
}

async function seedPresetRoles(app: FastifyInstance, user: TestUser, count: number, length: number) {
  const now = Date.now();
  for (let start = 0; start < count; start += 20) {
    const rows = Array.from({ length: Math.min(20, count - start) }, (_, k) => ({
      id: newId(),
      user_id: user.userId,
      name: long(`角色${start + k}-`, 64, '角'),
      content: long(`角色${start + k}的设定`, length, '设'),
      created_at: now,
      updated_at: now,
    }));
    await app.db.kysely.insertInto('preset_roles').values(rows).execute();
  }
}

describe('whole-list answers at the caps', () => {
  it("serves the robot's reminders (GET /task, 1 000 of 5 000 characters) without holding another tenant", async () => {
    const app = await build();
    const { attacker, robot } = await tenants(app);
    await seedReminders(app, attacker, app.quotas.reminders, 5_000);
    const { raw, figures } = await robot('/task');
    const expected = robotOk(
      await remindersRepository(app.db.kysely, attacker.userId).listPending(app.quotas.reminders),
    );
    expect(expected.data).toHaveLength(app.quotas.reminders);
    expect(raw.toString('utf8')).toBe(JSON.stringify(expected));
    expect(figures.p99Ms).toBeLessThanOrEqual(P99_BOUND_MS);
  }, 180_000);

  it('serves the preset roles (GET /promot_store/getall, 200 of 20 000 characters) without holding another tenant', async () => {
    const app = await build();
    const t = await tenants(app);
    await seedPresetRoles(app, t.attacker, app.quotas.presetRoles, 20_000);
    const { raw, figures } = await t.console('/v1/api/promot_store/getall');
    const expected = ok(await presetRolesRepository(app.db.kysely, t.attacker.userId).all(app.quotas.presetRoles));
    expect(raw.toString('utf8')).toBe(JSON.stringify(expected));
    expect(figures.p99Ms).toBeLessThanOrEqual(P99_BOUND_MS);
  }, 180_000);

  it('serves the AI configs (GET /gpt_config, 20 of the most targets and keywords) without holding another tenant', async () => {
    const app = await build();
    const t = await tenants(app);
    const configs = gptConfigsRepository(app.db.kysely, t.attacker.userId);
    for (let i = 0; i < GPT_CONFIGS; i++) {
      await configs.insert(newId(), gptConfigInputSchema.parse(worstGptConfig(i, i === 0)), Date.now());
    }
    const { raw, figures } = await t.console('/v1/api/gpt_config');
    expect(raw.toString('utf8')).toBe(JSON.stringify(ok(await configs.list(app.quotas.gptConfigs))));
    expect(figures.answerMB).toBeGreaterThan(15);
    expect(figures.p99Ms).toBeLessThanOrEqual(P99_BOUND_MS);
  }, 180_000);

  it.each([
    ['the console picker', 'console', '/v1/api/wechat/allfriend'],
    ["the open API's list", 'program', OPEN_API_PATHS.friends],
  ] as const)(
    'serves the friends to %s (10 000 of the longest names) without holding another tenant',
    async (_, who, path) => {
      const app = await build();
      const t = await tenants(app);
      await seedFriends(app, t.attacker, FRIENDS);
      const { raw, figures } = await t[who](path);
      const body = JSON.parse(raw.toString('utf8')) as { data: { wxid: string }[] };
      expect(body.data).toHaveLength(FRIENDS);
      // Name order (then wxid) across every chunk boundary, none twice.
      expect(new Set(body.data.map((f) => f.wxid)).size).toBe(FRIENDS);
      const envelope = who === 'console' ? ok(body.data) : robotOk(body.data);
      expect(raw.toString('utf8')).toBe(JSON.stringify(envelope));
      expect(figures.p99Ms).toBeLessThanOrEqual(P99_BOUND_MS);
    },
    180_000,
  );
});

describe('whole-list reads in chunks', () => {
  it('lists own preset roles newest first, then by id, across chunks of equal times; the built-in ones after', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    await seedPresetRoles(app, user, 45, 10);
    const older = { id: newId(), user_id: user.userId, name: '旧角色', content: '旧', created_at: 1, updated_at: 1 };
    await app.db.kysely.insertInto('preset_roles').values(older).execute();
    const roles = await presetRolesRepository(app.db.kysely, user.userId).all(40);
    const own = roles.filter((r) => !r.builtIn);
    expect(own).toHaveLength(40);
    const ids = (
      await app.db.kysely.selectFrom('preset_roles').select('id').where('user_id', '=', user.userId).execute()
    )
      .map((r) => r.id)
      .filter((id) => id !== older.id)
      .sort();
    expect(own.map((r) => r.id)).toEqual(ids.slice(0, 40));
    // The oldest one comes after every newer one once the limit leaves room for it.
    const all = await presetRolesRepository(app.db.kysely, user.userId).all(100);
    expect(all.filter((r) => !r.builtIn).map((r) => r.id)).toEqual([...ids, older.id]);
    expect(all.slice(46).every((r) => r.builtIn)).toBe(true);
    expect(all.length).toBeGreaterThan(46);
  });

  it("lists a robot's pending reminders oldest first, then by id, across chunks of equal times, and no done one", async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    await seedReminders(app, user, 250, 10);
    await app.db.kysely
      .updateTable('reminders')
      .set({ status: 1 })
      .where('setter', '=', long('设置人7', 256, '设'))
      .execute();
    const ids = (
      await app.db.kysely
        .selectFrom('reminders')
        .select('id')
        .where('user_id', '=', user.userId)
        .where('status', '=', 0)
        .execute()
    )
      .map((r) => r.id)
      .sort();
    expect(ids).toHaveLength(249);
    const pending = await remindersRepository(app.db.kysely, user.userId).listPending(1000);
    expect(pending.map((r) => r.id)).toEqual(ids);
    expect((await remindersRepository(app.db.kysely, user.userId).listPending(120)).map((r) => r.id)).toEqual(
      ids.slice(0, 120),
    );
  });

  it('answers a short list whole, with its length, and a long one in pieces, the same bytes', async () => {
    const app = await build();
    const t = await tenants(app);
    await seedFriends(app, t.attacker, 3);
    const short = await getRaw(t.port, '/v1/api/wechat/allfriend', bearer(t.attacker));
    expect(short.headers['content-length']).toBe(String(short.raw.length));
    expect(short.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(short.raw.toString('utf8')).data).toHaveLength(3);
    await seedFriends(app, t.attacker, 300, 3);
    const longer = await getRaw(t.port, '/v1/api/wechat/allfriend', bearer(t.attacker));
    expect(longer.headers['transfer-encoding']).toBe('chunked');
    expect(longer.headers['content-type']).toBe('application/json; charset=utf-8');
    const body = JSON.parse(longer.raw.toString('utf8')) as { data: unknown[] };
    expect(body.data).toHaveLength(303);
    expect(longer.raw.toString('utf8')).toBe(JSON.stringify(ok(body.data)));
  });
});
