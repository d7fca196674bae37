import http from 'node:http';
import { CONTACT_BATCH_MAX, type Friend } from '@weassit/contract';
import { robotFriendSchema } from '@weassit/contract/schemas';
import { describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { signedParams } from '../src/lib/signature.ts';
import { friendsRepository } from '../src/repositories/friends.ts';
import { bearer, signupAndLogin, type TestUser } from './accounts-helper.ts';
import { testConfig } from './helper.ts';
import { type RobotKeys, robotKeys } from './robot-helper.ts';

/**
 * The robot uploading 20 000 friends over a connection that drops and a server under load. What the plugin
 * sends (ROBOT-PROTOCOL §2.2 rows 19 and 21) decides what the server can promise: batches of 80, one after
 * another, each an upsert by wxid; before a reload, `asyncData type=1` ("drop the old list, the full one
 * follows"); no end marker, and a failed batch is logged and skipped, never retried. So the list changes a whole
 * batch at a time (a dropped request stores all of its batch or none of it), never holds a wxid twice, never
 * mixes the old list with the new (the clear comes first and is atomic), every page agrees with the count it
 * comes with, and the next full upload (the robot's reload) makes it exactly the new list.
 *
 * Runs on SQLite and on PostgreSQL (both passes of the server suite).
 */

const FRIENDS = 20_000;
const BATCHES = FRIENDS / CONTACT_BATCH_MAX;
const PAGE = 100;

const friend = (version: string, i: number) => ({
  robotId: 'wxid_robot',
  contactId: `wxid_${i}`,
  wxid: `wxid_${i}`,
  name: `${version}${String(i).padStart(5, '0')}`,
  alias: '',
  gender: i % 3,
  avatar: '',
  friend: true,
  type: 1,
  weixin: '',
});
const batch = (version: string, n: number) =>
  Array.from({ length: CONTACT_BATCH_MAX }, (_, k) => friend(version, n * CONTACT_BATCH_MAX + k));

/** How a request to the robot API is cut short: nothing of it processed, or processed with the answer lost. */
type Cut = 'mid-body' | 'after-body';

/** Signed robot calls over real sockets, as the plugin makes them (JSON body, empty Authorization). */
function robotHttp(base: URL, keys: RobotKeys) {
  const request = (method: 'GET' | 'POST', path: string, params: Record<string, unknown>, cut?: Cut) => {
    const signed = signedParams(params, keys);
    const url = new URL(`/open/v1/api${path}`, base);
    if (method === 'GET') for (const [k, v] of Object.entries(signed)) url.searchParams.set(k, String(v));
    const body = method === 'POST' ? Buffer.from(JSON.stringify(signed)) : Buffer.alloc(0);
    return new Promise<{ code: number; data: unknown } | undefined>((resolve, reject) => {
      const req = http.request(url, {
        method,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': body.length, authorization: '' },
      });
      req.on('response', (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve(JSON.parse(text)));
      });
      if (cut) {
        req.on('error', () => resolve(undefined));
        req.on('close', () => resolve(undefined));
        // Half the body then the socket destroyed, or the whole body and the socket destroyed before the answer.
        const sent = cut === 'mid-body' ? body.subarray(0, body.length >> 1) : body;
        req.write(sent, () => req.destroy());
      } else {
        req.on('error', reject);
        req.end(body);
      }
    });
  };
  return {
    uploadBatch: (friends: unknown[], cut?: Cut) => request('POST', '/wechat/friend', { friend: friends }, cut),
    clearFriends: () => request('GET', '/wechat/asyncData', { type: '1', robotId: 'wxid_robot' }),
  };
}

/** The console's friend list, read page by page the way the friends page does (over HTTP, as a browser). */
async function consolePage(base: URL, user: TestUser, current: number) {
  const res = await fetch(new URL(`/v1/api/wechat/friend?current=${current}&pageSize=${PAGE}`, base), {
    headers: bearer(user),
  });
  const body = (await res.json()) as { code: number; data: { count: number; list: Friend[] } };
  if (body.code !== 0) throw new Error(`friend list refused: ${JSON.stringify(body)}`);
  return body.data;
}

const version = (f: Friend) => f.name.slice(0, 1);

/**
 * Reads the console's list while the robot writes: the page straddling the end of the list (the page where a
 * count and rows read apart would disagree) and the first page, checking each answer on its own.
 */
function consoleReader(base: URL, user: TestUser) {
  let running = true;
  const problems: string[] = [];
  let reads = 0;
  const check = (page: { count: number; list: Friend[] }, current: number, seen: Set<string>) => {
    reads += 1;
    const expected = Math.max(0, Math.min(PAGE, page.count - (current - 1) * PAGE));
    if (page.list.length !== expected)
      problems.push(`page ${current}: ${page.list.length} rows, count ${page.count} says ${expected}`);
    if (page.count % CONTACT_BATCH_MAX !== 0) problems.push(`count ${page.count} is not whole batches`);
    if (new Set(page.list.map(version)).size > 1) problems.push(`page ${current} mixes the old and the new list`);
    for (const f of page.list) {
      if (seen.has(f.wxid)) problems.push(`${f.wxid} twice on page ${current}`);
      seen.add(f.wxid);
    }
  };
  const done = (async () => {
    let count = 0;
    while (running && problems.length < 20) {
      const last = Math.max(1, Math.ceil(count / PAGE));
      const page = await consolePage(base, user, last);
      check(page, last, new Set());
      check(await consolePage(base, user, 1), 1, new Set());
      count = page.count;
    }
  })();
  return {
    stop: async () => {
      running = false;
      await done;
      return { problems, reads };
    },
  };
}

/** Load beside the upload: another user's console pulling whole friend lists (the pickers' call). */
function backgroundLoad(base: URL, user: TestUser) {
  let running = true;
  const done = Promise.all(
    [0, 1].map(async () => {
      while (running) {
        await (await fetch(new URL('/v1/api/wechat/allfriend', base), { headers: bearer(user) })).arrayBuffer();
      }
    }),
  );
  return async () => {
    running = false;
    await done;
  };
}

describe('20 000 friends uploaded over a connection that drops, to a busy server', () => {
  // 23 s alone on PostgreSQL; over 60 s beside the other test stages.
  it('changes the list a whole batch at a time, never mixes or doubles it, and a reload completes it', {
    timeout: 240_000,
  }, async () => {
    // The plugin paces its batches 500 ms apart (120 a minute); this test sends them back to back.
    const app = await buildApp(await testConfig({ robotWritesPerMinute: 10_000 }), { logger: false });
    onTestFinished(() => app.close());
    const base = new URL(await app.listen({ host: '127.0.0.1', port: 0 }));
    const alice = await signupAndLogin(app);
    const robot = robotHttp(base, await robotKeys(app, alice));
    const busy = await signupAndLogin(app);
    // The complete old list, and another user's friends, stored as earlier uploads left them.
    const seed = async (user: TestUser, name: string, batches: number) => {
      const repo = friendsRepository(app.db.kysely, user.userId);
      for (let n = 0; n < batches; n++) await repo.upsertBatch(batch(name, n).map((f) => robotFriendSchema.parse(f)));
    };
    await seed(alice, '旧', BATCHES);
    await seed(busy, '忙', 50);

    /** One full reload as the plugin makes it (`asyncData type=1`, then every batch), with `cuts` applied. */
    const reload = async (name: string, cuts: Record<number, Cut | 'after-body, retried'> = {}) => {
      expect(await robot.clearFriends()).toMatchObject({ code: 200 });
      for (let n = 0; n < BATCHES; n++) {
        const cut = cuts[n];
        if (cut === 'after-body, retried') {
          // A client that retries at once: the lost answer's request and the retry may run side by side.
          await Promise.all([robot.uploadBatch(batch(name, n), 'after-body'), robot.uploadBatch(batch(name, n))]);
        } else if (cut) {
          await robot.uploadBatch(batch(name, n), cut);
        } else {
          expect(await robot.uploadBatch(batch(name, n))).toMatchObject({ code: 200 });
        }
      }
    };
    /** The stored list is exactly `name`'s friends but the missing batches, and the console's pages say so. */
    const expectExactly = async (name: string, missingBatches: number[]) => {
      const stored = await app.db.kysely
        .selectFrom('friends')
        .select(['wxid', 'name'])
        .where('user_id', '=', alice.userId)
        .execute();
      const expected = Array.from({ length: FRIENDS }, (_, i) => i)
        .filter((i) => !missingBatches.includes(Math.floor(i / CONTACT_BATCH_MAX)))
        .map((i) => `wxid_${i}`);
      expect(stored.map((f) => f.wxid).sort()).toEqual(expected.sort());
      expect(stored.filter((f) => !f.name.startsWith(name))).toEqual([]);
      const last = Math.ceil(expected.length / PAGE);
      for (const current of [1, last - 1, last]) {
        const page = await consolePage(base, alice, current);
        expect(page.count).toBe(expected.length);
        expect(page.list.length).toBe(Math.min(PAGE, expected.length - (current - 1) * PAGE));
      }
    };

    const reader = consoleReader(base, alice);
    try {
      const stopLoad = backgroundLoad(base, busy);
      try {
        // A reload under load where batches 10 and 249 are cut mid-body (never processed; the plugin moves on),
        // batch 120's answer is lost after the server read it, and batch 200 is retried at once as well.
        await reload('新', { 10: 'mid-body', 120: 'after-body', 200: 'after-body, retried', 249: 'mid-body' });
      } finally {
        await stopLoad();
      }
      // A request cut after its body may still be finishing: the list settles once it is done.
      await expectSettled(() => expectExactly('新', [10, 249]));

      // The robot's next reload (the console's 同步好友) completes it: exactly the new list.
      await reload('新');
      await expectExactly('新', []);
    } finally {
      const { problems, reads } = await reader.stop();
      expect(problems).toEqual([]);
      expect(reads).toBeGreaterThan(20);
    }
    // The other user's list was never touched.
    expect((await consolePage(base, busy, 1)).count).toBe(50 * CONTACT_BATCH_MAX);
  });
});

/** Retries `check` until it passes (a request cut after its body may still be finishing), 5 s at most. */
async function expectSettled(check: () => Promise<void>) {
  const deadline = Date.now() + 5_000;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}
