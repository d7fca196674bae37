/**
 * 转发助手 as the unmodified upstream plugin runs it: a keyword forward rule and a forward-by-user rule saved
 * through the console's list API with the robot's own friend and group ids (as the console's pickers store
 * them), then mock contacts talking. Run with `npm run test:robot -- tests/robot-compat/forwards.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RobotEvent, type RobotWorld, startRobotWorld } from './harness.ts';

const ROOM = '测试群';
const FRIEND = '张三';

let world: RobotWorld;

interface ConfigList {
  version: string;
  items: unknown[];
}

/** Adds one item to a list of the robot config the way the console's editors do (load the version, add). */
async function addToList(name: string, item: unknown): Promise<void> {
  const list = await world.api<ConfigList>(`/wechat/config/list?name=${name}`);
  expect(list).toMatchObject({ code: 0 });
  const added = await world.api<ConfigList>('/wechat/config/list/add', { name, version: list.data.version, item });
  expect(added).toMatchObject({ code: 0 });
}

/** Saves a rule and waits until the robot reloaded its config (the server pushes updateConfig). */
async function saveAndApply(name: string, item: unknown) {
  const mark = world.outputMark();
  await addToList(name, item);
  await world.configReloaded(mark);
}

/** What the robot sent to `name` since event `from`. */
const sentTo = (name: string, from: number) =>
  world.events.slice(from).filter((e: RobotEvent) => e.event === 'sent' && e.name === name);

beforeAll(async () => {
  world = await startRobotWorld();
  await world.ready();
});

afterAll(async () => {
  await world?.stop();
});

describe('转发助手, run by the real plugin', () => {
  it('forwards a group message matching a keyword rule to the chosen friend as “【关键词转发】…”', async () => {
    // The ids the console's pickers store: the robot's uploaded friend and group lists.
    const roomId = await world.until(
      'the robot to upload 测试群',
      async () =>
        (await world.api<{ wxid: string; topic: string }[]>('/wechat/allroom')).data.find((r) => r.topic === ROOM)
          ?.wxid,
    );
    const friendId = await world.until(
      'the robot to upload 张三',
      async () =>
        (await world.api<{ wxid: string; name: string }[]>('/wechat/allfriend')).data.find((f) => f.name === FRIEND)
          ?.wxid,
    );
    await saveAndApply('forwards', {
      keywords: ['报警'],
      reg: 1,
      type: 'room',
      targets: [{ id: roomId, name: ROOM }],
      forwardType: 'contact',
      forwardTargets: [{ id: friendId, name: FRIEND }],
    });

    const from = world.events.length;
    world.command({ cmd: 'say', from: '好友1', room: ROOM, text: '服务器报警了' });
    const forwarded = await world.until('the keyword forward to 张三', () =>
      sentTo(FRIEND, from).find((e) => e.text?.startsWith('【关键词转发】')),
    );
    expect(forwarded.text).toContain(`收到群聊【${ROOM}】中【好友1】发送的内容：服务器报警了`);

    // A message without the keyword is not forwarded.
    const quiet = world.events.length;
    world.command({ cmd: 'say', from: '好友1', room: ROOM, text: '今天天气不错' });
    world.command({ cmd: 'say', from: '好友1', room: ROOM, text: '又报警了' });
    const next = await world.until('the second keyword forward', () =>
      sentTo(FRIEND, quiet).find((e) => e.text?.startsWith('【关键词转发】')),
    );
    expect(next.text).toContain('又报警了');
    expect(sentTo(FRIEND, quiet).filter((e) => e.text?.includes('今天天气不错'))).toEqual([]);
  });

  it('forwards every private message of the specified user to the chosen group', async () => {
    await saveAndApply('privateForwards', { name: FRIEND, type: 1, rooms: [ROOM], contacts: [] });
    const from = world.events.length;
    world.command({ cmd: 'say', from: FRIEND, text: '请帮我转发这条消息' });
    const forwarded = await world.until('the private forward to 测试群', () =>
      sentTo(ROOM, from).find((e) => e.text === '请帮我转发这条消息'),
    );
    expect(forwarded).toMatchObject({ method: 'messageForward', kind: 'room' });
  });
});
