import { describe, expect, it } from 'vitest';
import type { buildApp } from '../src/app.ts';
import { apiCredentialsRepository } from '../src/repositories/api-credentials.ts';
import { bearer, signupAndLogin } from './accounts-helper.ts';
import { build } from './helper.ts';
import { robotClient } from './robot-helper.ts';

// A right-to-left override turns "invoice‮txt.exe" into what reads as "invoiceexe.txt"; isolates, marks,
// zero-width spaces and controls hide or fake parts of a name, or break the lines it is shown in.
const RLO = '\u202E';
const hostile = (name: string) => `${name}${RLO}\u2066\u200F\u200B\u0000\u0085\u001b[31m`;

describe('display names are stored without control and bidi characters', () => {
  it('a user name at sign-up', async () => {
    const app = await build();
    const res = await app.inject({
      method: 'POST',
      url: '/v1/api/signup',
      payload: { name: hostile('张三'), email: 'zhang@example.com', password: 'long enough password' },
    });
    expect(res.json().code).toBe(0);
    const row = await app.db.kysely
      .selectFrom('users')
      .select('name')
      .where('email', '=', 'zhang@example.com')
      .executeTakeFirst();
    expect(row?.name).toBe('张三[31m');
  });

  it('friend names and remarks, and room topics, the robot uploads', async () => {
    const app = await build();
    const user = await signupAndLogin(app);
    const robot = robotClient(app, await robotKeysOf(app, user.userId));
    const friend = { wxid: 'wxid_a', name: hostile('Bob'), alias: `老${RLO}王`, gender: 1, type: 1 };
    expect((await robot.post('/wechat/friend', { friend: [friend] })).body.code).toBe(200);
    expect(
      (await robot.post('/wechat/room', { room: [{ wxid: 'r1@chatroom', topic: hostile('家庭群') }] })).body.code,
    ).toBe(200);

    const friends = await app.inject({ method: 'GET', url: '/v1/api/wechat/friend', headers: bearer(user) });
    expect(friends.json().data.list).toEqual([
      expect.objectContaining({ wxid: 'wxid_a', name: 'Bob[31m', alias: '老王' }),
    ]);
    const rooms = await app.inject({ method: 'GET', url: '/v1/api/wechat/room', headers: bearer(user) });
    expect(rooms.json().data.list).toEqual([expect.objectContaining({ wxid: 'r1@chatroom', topic: '家庭群[31m' })]);
  });
});

/** The user's robot key pair, straight from the database (how the console shows it is not under test here). */
async function robotKeysOf(app: Awaited<ReturnType<typeof buildApp>>, userId: string) {
  const row = await apiCredentialsRepository(app.db.kysely).getOrCreate(userId, Date.now());
  return { apiKey: row.api_key, apiSecret: row.api_secret };
}
