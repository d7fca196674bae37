import type { AddressInfo } from 'node:net';
import {
  BATCH_TARGETS_MAX,
  BATCH_TASKS_MAX,
  GPT_EXPANDED_TARGETS_MAX,
  GPT_TARGETS_MAX,
  type GptTarget,
  gptConfigsForRobot,
  OPEN_API_PATHS,
  QUOTA_DEFAULTS,
  RobotType,
  TargetKind,
} from '@weassit/contract';
import { batchTaskInputSchema, gptConfigInputSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { newId } from '../src/lib/ids.ts';
import { signedParams } from '../src/lib/signature.ts';
import { batchTasksRepository } from '../src/repositories/batch-tasks.ts';
import { gptConfigsRepository } from '../src/repositories/gpt-configs.ts';
import { makeVip, signupAndLogin } from './accounts-helper.ts';
import { getChunks, healthBySocket, megabytes, P99_BOUND_MS, underLoad } from './event-loop-load.ts';
import { build } from './helper.ts';
import { openApiKeys, robotClient, robotKeys } from './robot-helper.ts';

/**
 * Names of 32 characters, in three-byte characters (the largest answer per character): the longest a WeChat
 * nickname, remark or group name gets in practice. With the contract's own cap (256) the answer is 38 MB and its
 * garbage collection alone pauses the loop for 100–250 ms on the loaded 2-core machine (see the report of issue 32).
 */
const NAME_LEN = 32;
/** A name of NAME_LEN characters. */
const longName = (prefix: string) => prefix.padEnd(NAME_LEN, '名');

/** Stores `count` friends with the longest names straight into the table (the robot's upload path is slower). */
async function seedFriends(app: FastifyInstance, userId: string, count: number) {
  const now = Date.now();
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, k) => {
      const i = start + k;
      return {
        user_id: userId,
        wxid: `wxid_${String(i).padStart(6, '0')}`,
        robot_wxid: 'wxid_bot',
        name: longName(`好友${i}-`),
        alias: longName(`备注${i}-`),
        gender: 1,
        avatar: '',
        type: 1,
        weixin: '',
        updated_at: now,
      };
    });
    await app.db.kysely.insertInto('friends').values(rows).execute();
  }
}

/**
 * A vip attacker and another tenant on a server listening on loopback. `measure` sends the attacker's signed
 * read over a real socket while another client calls the server over its own (event-loop-load.ts); the answer's
 * bytes are only parsed afterwards, so the test's own parsing does not count.
 */
async function tenants(app: FastifyInstance) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const attacker = await signupAndLogin(app);
  await makeVip(app, attacker);
  const keys = await robotKeys(app, attacker);

  const rawGet = (path: string) => {
    const signed = signedParams({}, keys);
    const query = new URLSearchParams(Object.entries(signed).map(([k, v]): [string, string] => [k, String(v)]));
    return getChunks(port, `/open/v1/api${path}?${query}`);
  };

  async function measure(path: string) {
    const figures = await underLoad({
      label: path,
      work: () => rawGet(path),
      victim: healthBySocket(port),
      describe: (answer) => `answer ${megabytes(answer.chunks)} MB`,
    });
    const raw = Buffer.concat(figures.result.chunks);
    return { body: JSON.parse(raw.toString('utf8')) as { code: number; data: unknown }, figures };
  }
  return { attacker, measure };
}

describe('robot reads at the caps', () => {
  it(`serves /user/task (${BATCH_TASKS_MAX} tasks of ${BATCH_TARGETS_MAX} named targets, ${QUOTA_DEFAULTS.friends} friends) without holding another tenant`, async () => {
    const app = await build();
    const { attacker, measure } = await tenants(app);
    await seedFriends(app, attacker.userId, QUOTA_DEFAULTS.friends);
    const tasks = batchTasksRepository(app.db.kysely, attacker.userId);
    for (let t = 0; t < BATCH_TASKS_MAX; t++) {
      // The first target is a friend's name (its id is filled in), the rest match nobody: the worst case of a
      // search over every friend for each.
      const targets = Array.from({ length: BATCH_TARGETS_MAX }, (_, j) => ({
        name: j === 0 ? longName(`好友${t}-`) : longName(`无此人${t}-${j}-`),
      }));
      const values = batchTaskInputSchema.parse({
        taskType: 'custom',
        type: 'contact',
        cron: '0 0 8 * * *',
        targets,
        taskInfo: { contents: [{ type: 1, content: '早上好' }] },
      });
      await tasks.insert(newId(), values, Date.now());
    }

    const { body, figures } = await measure('/user/task');
    const served = body.data as { targets: { id?: string; name: string }[] }[];
    expect(served).toHaveLength(BATCH_TASKS_MAX);
    expect(served[7]?.targets).toHaveLength(BATCH_TARGETS_MAX);
    expect(served[7]?.targets[0]).toEqual({ id: 'wxid_000007', name: longName('好友7-') });
    expect(served[7]?.targets[1]).toEqual({ name: longName('无此人7-1-') });
    expect(figures.p99Ms).toBeLessThanOrEqual(P99_BOUND_MS);
  }, 180_000);

  it(`serves /gpt/config (${QUOTA_DEFAULTS.gptConfigs} "all friends but ${GPT_TARGETS_MAX}" configs, ${QUOTA_DEFAULTS.friends} friends) bounded, without holding another tenant`, async () => {
    const app = await build();
    const { attacker, measure } = await tenants(app);
    await seedFriends(app, attacker.userId, QUOTA_DEFAULTS.friends);
    const configs = gptConfigsRepository(app.db.kysely, attacker.userId);
    for (let c = 0; c < QUOTA_DEFAULTS.gptConfigs; c++) {
      // One exclusion by id (friend c), one by remark (friend c+1), the rest match nobody.
      const excludes = Array.from({ length: GPT_TARGETS_MAX }, (_, j) =>
        j === 0
          ? { id: `wxid_${String(c).padStart(6, '0')}`, name: 'x' }
          : j === 1
            ? { name: longName(`备注${c + 1}-`) }
            : { name: longName(`无此人${c}-${j}-`) },
      );
      const values = gptConfigInputSchema.parse({
        type: 'contact',
        isAllFriend: true,
        excludes,
        robotType: RobotType.CHATGPT,
        botConfig: { token: 'sk-test' },
      });
      await configs.insert(newId(), values, Date.now());
    }

    const { body, figures } = await measure('/gpt/config');
    const served = body.data as { isAllFriend: boolean; targets: { id?: string; name: string }[] }[];
    expect(served).toHaveLength(QUOTA_DEFAULTS.gptConfigs);
    // The first config: every friend but the two it excludes, each by id and name.
    const first = served[0]?.targets ?? [];
    expect(first).toHaveLength(QUOTA_DEFAULTS.friends - 2);
    expect(first.map((t) => t.id)).not.toContain('wxid_000000');
    expect(first.map((t) => t.id)).not.toContain('wxid_000001');
    expect(first).toContainEqual({ id: 'wxid_000002', name: longName('好友2-') });
    expect(served.every((c) => !c.isAllFriend)).toBe(true);
    // The expansions together stop at their cap.
    const expanded = served.reduce((sum, c) => sum + c.targets.length, 0);
    expect(expanded).toBe(GPT_EXPANDED_TARGETS_MAX);
    expect(figures.p99Ms).toBeLessThanOrEqual(P99_BOUND_MS);
  }, 180_000);
});

describe('robot read rate', () => {
  it('refuses signed reads over the per-user rate in the shape each caller reads; writes, other users and the open API go on', async () => {
    const app = await build({ robotReadsPerMinute: 5 });
    const user = await signupAndLogin(app);
    await makeVip(app, user);
    const keys = await robotKeys(app, user);
    const robot = robotClient(app, keys);
    for (let i = 0; i < 5; i++) expect((await robot.get('/user/task')).body).toMatchObject({ code: 200, data: [] });
    const refused = { code: 429, msg: '机器人读取过于频繁：每个账号每分钟最多 5 次，请稍后再试' };
    expect((await robot.get('/user/task')).body).toEqual({ ...refused, data: [] });
    expect((await robot.get('/gpt/config')).body).toEqual({ ...refused, data: [] });
    expect((await robot.get('/wechat/config')).body).toEqual({ ...refused, data: {} });
    // Writes have their own rate.
    expect((await robot.get('/wechat/heart', { heartBeat: 'live' })).body.code).toBe(200);
    // Another user's robot, and the user's own programs on the open API (their own rate), are not held back.
    const other = robotClient(app, await robotKeys(app, await signupAndLogin(app)));
    expect((await other.get('/wechat/config')).body.code).toBe(200);
    const open = robotClient(app, await openApiKeys(app, user));
    expect((await open.get(OPEN_API_PATHS.friends)).body.code).toBe(200);
  });

  it(`lets the plugin's start-up burst through at the default rate (${loadConfig({}).robotReadsPerMinute} a minute)`, async () => {
    expect(loadConfig({ ROBOT_READS_PER_MINUTE: '30' }).robotReadsPerMinute).toBe(30);
    expect(() => loadConfig({ ROBOT_READS_PER_MINUTE: '0' })).toThrow(/ROBOT_READS_PER_MINUTE/);
    const app = await build();
    const user = await signupAndLogin(app);
    await makeVip(app, user);
    const robot = robotClient(app, await robotKeys(app, user));
    // ROBOT-PROTOCOL §2.3: scan, login (the config and its four lists twice), ready (once more, and reminders).
    const followUps = ['/wechat/config', '/gpt/config', '/rss/config', '/user/task', '/wordcloudroom'];
    const startUp = [
      '/worker/verifycode',
      '/webPanel/version',
      ...followUps,
      '/wechat/qitoken',
      ...followUps,
      '/ws/mqtt/config',
      ...followUps,
      '/task',
    ];
    for (const path of startUp) expect((await robot.get(path)).body.code, path).toBe(200);
  });
});

/** The expansion before it used Sets: the reference the served answer must still equal. */
function referenceExcluded(excludes: readonly GptTarget[], id: string, names: readonly string[]): boolean {
  return excludes.some((e) => (e.id && id ? e.id === id : names.includes(e.name)));
}

describe('"everyone but" expansion', () => {
  it('serves exactly the chats the one-by-one comparison did, and stops at its cap', () => {
    const friends = [
      { wxid: 'w1', name: '张三', alias: '' },
      { wxid: 'w2', name: '张三', alias: '老张' },
      { wxid: 'w3', name: '李四', alias: '老李' },
      { wxid: '', name: '王五', alias: '' },
      { wxid: '', name: '赵六', alias: '小赵' },
      { wxid: 'w6', name: '钱七', alias: '' },
    ];
    const rooms = [
      { wxid: 'r1', topic: '一群' },
      { wxid: 'r2', topic: '一群' },
      { wxid: '', topic: '二群' },
      { wxid: 'r4', topic: '三群' },
    ];
    const exclusionSets: GptTarget[][] = [
      [{ id: 'w1', name: '张三' }],
      [{ name: '张三' }],
      [{ name: '老李' }, { id: 'w6', name: '别名' }],
      [{ id: 'nobody', name: '王五' }, { name: '小赵' }],
      [{ id: 'r1', name: '一群' }, { name: '二群' }],
      [{ id: 'zzz', name: '三群' }],
    ];
    const base = gptConfigInputSchema.parse({
      type: 'contact',
      isAllFriend: true,
      robotType: RobotType.CHATGPT,
      botConfig: { token: 't' },
    });
    for (const [i, excludes] of exclusionSets.entries()) {
      for (const type of [TargetKind.CONTACT, TargetKind.ROOM] as const) {
        const config = {
          ...base,
          id: `c${i}`,
          type,
          isAllRoom: true,
          isAllFriend: true,
          excludes,
          usedNum: 0,
          updatedAt: 0,
        };
        const [served] = gptConfigsForRobot([config], { rooms, friends });
        const expected =
          type === TargetKind.ROOM
            ? rooms
                .filter((r) => !referenceExcluded(excludes, r.wxid, [r.topic]))
                .map((r) => (r.wxid ? { id: r.wxid, name: r.topic } : { name: r.topic }))
            : friends
                .filter((f) => !referenceExcluded(excludes, f.wxid, [f.name, f.alias].filter(Boolean)))
                .map((f) => (f.wxid ? { id: f.wxid, name: f.name } : { name: f.name }));
        expect(served?.targets, `${type} ${JSON.stringify(excludes)}`).toEqual(expected);
      }
    }

    // Two catch-alls sharing a cap of 7: the first gets its 5, the second the 2 left, and the cut is reported.
    const cut: string[][] = [];
    const configs = ['a', 'b'].map((id) => ({
      ...base,
      id,
      excludes: [{ name: '钱七' }],
      usedNum: 0,
      updatedAt: 0,
    }));
    const served = gptConfigsForRobot(configs, { rooms, friends }, undefined, {
      expandedMax: 7,
      onCut: (ids) => cut.push(ids),
    });
    expect(served.map((c) => c.targets.length)).toEqual([5, 2]);
    expect(cut).toEqual([['b']]);
  });
});
