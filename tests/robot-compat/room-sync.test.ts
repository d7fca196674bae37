/**
 * 多群消息同步 as the unmodified upstream plugin runs it: a rule saved through the console's list API, then a mock
 * contact talking in one mock group and the robot copying the message to the other. Run with
 * `npm run test:robot -- tests/robot-compat/room-sync.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RobotWorld, startRobotWorld } from './harness.ts';

let world: RobotWorld;

interface ConfigList {
  version: string;
  items: unknown[];
}

beforeAll(async () => {
  world = await startRobotWorld({
    prepare: async ({ api }) => {
      const list = await api<ConfigList>('/wechat/config/list?name=roomAsyncList');
      expect(list).toMatchObject({ code: 0 });
      // What the 多群消息同步 dialog stores for 一对多, 仅文字: 测试群's messages go to 群1.
      const added = await api<ConfigList>('/wechat/config/list/add', {
        name: 'roomAsyncList',
        version: list.data.version,
        item: { model: 1, one: '测试群', many: ['群1'], forward: 1 },
      });
      expect(added).toMatchObject({ code: 0 });
    },
  });
  await world.ready();
});

afterAll(async () => {
  await world?.stop();
});

describe('group sync, run by the real plugin', () => {
  it('copies a text of 测试群 to 群1 as “[sender@short-topic]: text”', async () => {
    world.command({ cmd: 'say', from: '张三', text: '今晚八点开会', room: '测试群' });
    await world.sent('群1', '[张三@测试群]: 今晚八点开会');
  });

  it('does not copy a message of 群1 back (一对多 listens to its source only)', async () => {
    world.command({ cmd: 'say', from: '张三', text: '收到', room: '群1' });
    // The marker after it: once 测试群's next message arrives in 群1, the earlier one would have too.
    world.command({ cmd: 'say', from: '张三', text: '第二条', room: '测试群' });
    await world.sent('群1', '[张三@测试群]: 第二条');
    expect(world.events.some((e) => e.event === 'sent' && e.name === '测试群' && e.text?.includes('收到'))).toBe(false);
  });
});
