import {
  CUSTOM_GPT_CHAT_ROUTE,
  MESSAGE_CONTENT_CUT_MARK,
  MESSAGE_CONTENT_STORED_MAX,
  RSS_FEEDS_MAX,
} from '@weassit/contract';
import { materialSchema } from '@weassit/contract/schemas';
import type { FastifyInstance } from 'fastify';
import type { Insertable } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../src/db/schema.ts';
import { newId } from '../../src/lib/ids.ts';
import { materialsRepository } from '../../src/repositories/materials.ts';
import { bearer, makeVip, signupAndLogin, type TestUser } from '../accounts-helper.ts';
import { openApiKeys, type RobotKeys, robotKeys } from '../robot-helper.ts';
import {
  long,
  SIZES,
  WORST_CONTENT,
  worstBatchTask,
  worstCustomConfig,
  worstGptConfig,
  worstRobotConfig,
  worstRssFeed,
} from './worst-values.ts';

/** The attacker as seeded: its session, its keys, and an id of each kind of thing it owns (for `:id` routes). */
export interface Attacker {
  user: TestUser;
  robotKeys: RobotKeys;
  openApiKeys: RobotKeys;
  ids: Record<'material' | 'presetRole' | 'gptConfig' | 'batchTask' | 'rss' | 'reminder', string>;
}

type Answer = { code: number; msg: string; data: unknown };

/** Inserts rows in chunks (one statement each; SQLite and PostgreSQL both cap the bound parameters). */
async function insertRows<T extends keyof Database>(
  app: FastifyInstance,
  table: T,
  rows: readonly Insertable<Database[T]>[],
) {
  for (let at = 0; at < rows.length; at += 200) {
    // Kysely cannot relate a generic table's name to its row type: the rows are typed by the parameter above.
    await app.db.kysely
      .insertInto(table)
      .values(rows.slice(at, at + 200) as never)
      .execute();
  }
}

async function api(app: FastifyInstance, user: TestUser, method: 'POST' | 'PUT', url: string, payload: object) {
  const res = await app.inject({ method, url, headers: bearer(user), payload });
  const body = res.json() as Answer;
  expect(body, `${method} ${url}: ${res.body.slice(0, 200)}`).toMatchObject({ code: 0 });
  return body.data as { id?: string; url?: string };
}

/**
 * A vip user seeded through the repositories' tables (bulk rows) and the API (configs the server validates):
 * friends and groups, materials, preset roles and reminders up to their quotas or SIZES, the largest robot and
 * custom configs, the per-target AI configs and batch tasks with the most unknown targets, every RSS feed, and
 * a message history of answered texts and the longest messages.
 */
export async function seedAttacker(app: FastifyInstance, feedUrl: string): Promise<Attacker> {
  const user = await signupAndLogin(app);
  await makeVip(app, user);
  const userId = user.userId;
  // The custom entitlement too (as `npm run admin custom` grants it): its keywords are a cost of their own.
  await app.db.kysely
    .updateTable('users')
    .set({ custom_routes: JSON.stringify([CUSTOM_GPT_CHAT_ROUTE]) })
    .where('id', '=', userId)
    .execute();
  const now = Date.now();

  await insertRows(
    app,
    'friends',
    Array.from({ length: SIZES.friends }, (_, i) => ({
      user_id: userId,
      wxid: `wxid_friend_${i}`,
      robot_wxid: 'wxid_robot',
      name: long(`好友${i}-`, 256, '友'),
      alias: long(`备注${i}-`, 256, '备'),
      gender: 1,
      avatar: '',
      type: 1,
      weixin: '',
      updated_at: now,
    })),
  );
  await insertRows(
    app,
    'rooms',
    Array.from({ length: SIZES.rooms }, (_, i) => ({
      user_id: userId,
      wxid: `${10_000 + i}@chatroom`,
      robot_wxid: 'wxid_robot',
      topic: long(`群${i}-`, 256, '群'),
      avatar: '',
      owner_id: 'wxid_robot',
      admin_ids: '',
      member_count: 500,
      updated_at: now,
    })),
  );
  const presetRoles = Array.from({ length: app.quotas.presetRoles }, (_, i) => ({
    id: newId(),
    user_id: userId,
    name: long(`角色${i}-`, 64, '角'),
    content: long(`角色${i}的设定`, 20_000, '设'),
    created_at: now,
    updated_at: now,
  }));
  await insertRows(app, 'preset_roles', presetRoles);
  const reminders = Array.from({ length: app.quotas.reminders }, (_, i) => ({
    id: newId(),
    user_id: userId,
    setter: long(`设置人${i}`, 256, '设'),
    subscribe: long(`提醒对象${i}`, 256, '提'),
    is_loop: 1,
    time: '0 0 8 * * *',
    content: long(`提醒${i}`, 5000, '醒'),
    status: 0,
    done_at: null,
    created_at: now,
  }));
  await insertRows(app, 'reminders', reminders);
  const materials = materialsRepository(app.db.kysely, userId);
  let material = '';
  await app.db.kysely.transaction().execute(async (trx) => {
    const inTrx = materialsRepository(trx, userId);
    for (let i = 0; i < app.quotas.materials; i++) {
      material = newId();
      const input = materialSchema.parse({
        type: 1,
        name: long(`素材${i}`, 64, '素'),
        content: long(`素材${i}`, 2000),
      });
      await inTrx.insert(material, input, now);
    }
  });
  expect(await materials.count()).toBe(app.quotas.materials);

  // Configs through the API, so they are exactly what the server accepts.
  await api(app, user, 'POST', '/v1/api/wechat/config/update', { config: JSON.stringify(worstRobotConfig()) });
  await api(app, user, 'POST', '/v1/api/wechat/custom/update', { config: worstCustomConfig() });
  let gptConfig = '';
  for (let i = 0; i < SIZES.gptConfigs; i++) {
    gptConfig = (await api(app, user, 'POST', '/v1/api/gpt_config', worstGptConfig(i, i === 0))).id ?? '';
  }
  let batchTask = '';
  for (let i = 0; i < SIZES.batchTasks; i++) {
    batchTask = (await api(app, user, 'POST', '/v1/api/batch_tasks', worstBatchTask(i, i === 0))).id ?? '';
  }
  let rss = '';
  for (let i = 0; i < RSS_FEEDS_MAX; i++) {
    rss = (await api(app, user, 'POST', '/v1/api/rss', worstRssFeed(feedUrl))).id ?? '';
  }

  // 消息记录: on, then texts the robot answered, all at one instant, and the longest messages.
  await api(app, user, 'POST', '/v1/api/message_history/link', {});
  const sentAt = now - 60 * 60 * 1000;
  const message = (i: number, isMyself: boolean, content: string, room = '20001@chatroom') => ({
    user_id: userId,
    robot_wxid: 'wxid_robot',
    conversation_id: room,
    conversation_name: `群 ${room}`,
    is_room: 1,
    sender_id: isMyself ? 'wxid_robot' : `wxid_friend_${i % SIZES.friends}`,
    sender_name: isMyself ? '小秘书' : `好友${i}`,
    sender_alias: '',
    sender_weixin: '',
    is_myself: isMyself ? 1 : 0,
    is_mention: 1,
    type: '文字',
    sent_at: sentAt,
    content,
    url: '',
    media_info: null,
    created_at: now,
  });
  // The robot's messages in another group first, then the texts and one answer in the big group: whether a
  // text was answered is then a search through every message of the other group sent at that same instant.
  const rows: Insertable<Database['message_records']>[] = [];
  for (let i = 0; i < SIZES.answeredPairs; i++) rows.push(message(i, true, `别处${i}`, '30001@chatroom'));
  for (let i = 0; i < SIZES.answeredPairs; i++)
    rows.push(message(i, false, long(`第${i}条：请问今天的安排是什么？`, 300, '问')));
  // The longest message as the server stores it (cut to MESSAGE_CONTENT_STORED_MAX, marked).
  const longest = `${WORST_CONTENT.slice(0, MESSAGE_CONTENT_STORED_MAX)}${MESSAGE_CONTENT_CUT_MARK}`;
  for (let i = 0; i < SIZES.longMessages; i++) rows.push(message(i, false, longest));
  rows.push(message(0, true, '好的'));
  await insertRows(app, 'message_records', rows);

  return {
    user,
    robotKeys: await robotKeys(app, user),
    openApiKeys: await openApiKeys(app, user),
    ids: {
      material,
      presetRole: presetRoles[0]?.id ?? '',
      gptConfig,
      batchTask,
      rss,
      reminder: reminders[0]?.id ?? '',
    },
  };
}
