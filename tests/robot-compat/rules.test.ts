/**
 * The rule pages' lists as the unmodified upstream plugin runs them: rules saved through the console's list API
 * (简单问答 with a material reply, 技能中心, 关键词进群 with its welcome), then mock contacts talking to the robot and
 * joining its group. Run with `npm run test:robot -- tests/robot-compat/rules.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RobotEvent, type RobotWorld, startRobotWorld } from './harness.ts';

let world: RobotWorld;

const MATERIAL_TEXT = '价目表：基础版 99 元，专业版 199 元';
const JOIN_REPLY = '马上拉你进测试群';
const WELCOME = '请先看群公告';

interface ConfigList {
  version: string;
  items: unknown[];
}

/** Adds one item to a list of the robot config the way the console's editors do (load the version, add). */
async function addToList(api: RobotWorld['api'], name: string, item: unknown): Promise<void> {
  const list = await api<ConfigList>(`/wechat/config/list?name=${name}`);
  expect(list).toMatchObject({ code: 0 });
  const added = await api<ConfigList>('/wechat/config/list/add', { name, version: list.data.version, item });
  expect(added).toMatchObject({ code: 0 });
}

const configFetchedAt = async () =>
  (await world.api<{ configFetchedAt: number | null }>('/wechat/status')).data.configFetchedAt ?? 0;

beforeAll(async () => {
  world = await startRobotWorld({
    prepare: async ({ api }) => {
      const material = await api<{ id: string }>('/material/add', { type: 1, name: '价目表', content: MATERIAL_TEXT });
      expect(material).toMatchObject({ code: 0 });
      // A Q&A rule whose reply is a reference to the material: the plugin fetches it by id (vip).
      await addToList(api, 'replyKeywords', {
        keywords: ['价格'],
        reg: 2,
        scope: 'all',
        needAt: 0,
        replys: [{ type: 1, id: material.data.id }],
      });
      await addToList(api, 'eventKeywords', { keywords: ['刷新配置'], reg: 2, scope: 'friend', event: 'updateConfig' });
      await addToList(api, 'roomJoinKeywords', {
        keywords: ['进群'],
        reg: 2,
        roomName: '测试群',
        replys: [{ type: 1, content: JOIN_REPLY }],
        welcomes: [
          { type: 1, content: WELCOME },
          { type: 2, url: 'https://example.com/files/group-rules.pdf' },
        ],
      });
    },
  });
  await world.ready();
});

afterAll(async () => {
  await world?.stop();
});

describe('the rule lists, run by the real plugin', () => {
  it('answers a Q&A keyword with the content of the material its reply refers to', async () => {
    world.command({ cmd: 'say', from: '张三', text: '价格' });
    await world.sent('张三', MATERIAL_TEXT);
  });

  it('runs a skill keyword: updateConfig makes the robot fetch its config again', async () => {
    const before = await configFetchedAt();
    world.command({ cmd: 'say', from: '张三', text: '刷新配置' });
    await world.sent('张三', '更新配置成功，请稍等一分钟后生效');
    await world.until('a config re-fetch', async () => (await configFetchedAt()) > before);
  });

  it('answers a private join keyword with its replies and adds the contact to the group', async () => {
    world.command({ cmd: 'say', from: '张三', text: '进群' });
    await world.sent('张三', JOIN_REPLY);
    const added = await world.until('the robot to add 张三 to 测试群', () =>
      world.events.find((e: RobotEvent & { room?: string }) => e.event === 'roomAdd' && e.name === '张三'),
    );
    expect(added).toMatchObject({ room: '测试群' });
  });

  it('treats an exact join keyword as contained: a message containing it invites too', async () => {
    const from = world.events.length;
    world.command({ cmd: 'say', from: '好友1', text: '我想进群看看' });
    await world.until('the robot to add 好友1 to 测试群', () =>
      world.events
        .slice(from)
        .find(
          (e: RobotEvent & { room?: string }) => e.event === 'roomAdd' && e.name === '好友1' && e.room === '测试群',
        ),
    );
    expect(world.events.slice(from)).toContainEqual(expect.objectContaining({ name: '好友1', text: JOIN_REPLY }));
  });

  it('welcomes a newcomer to the group: the text with the plugin’s prefix, then the file', async () => {
    world.command({ cmd: 'join', room: '测试群', names: ['新朋友'] });
    await world.sent('测试群', `测试群：欢迎新朋友 @新朋友，\n${WELCOME}`);
    const file = await world.sent('测试群', 'group-rules.pdf');
    expect(file.method).toBe('messageSendFile');
  });
});
