/**
 * The unmodified upstream robot plugin (`wechaty-web-panel` 1.6.126 on Wechaty with the mock puppet) against
 * a freshly started server and its embedded broker, through tools/robot-redirect — the way an operator runs a
 * real robot. Run with `npm run test:robot` (installs this folder's packages on first use).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RobotWorld, startRobotWorld } from './harness.ts';
import { ROBOT_START_MS } from './robot-process.ts';

let world: RobotWorld;
const api: RobotWorld['api'] = (pathname, body, method) => world.api(pathname, body, method);
const until: RobotWorld['until'] = (what, read, timeoutMs) => world.until(what, read, timeoutMs);
const sent = (name: string, text: string) => world.sent(name, text);

/** Events are 5 s apart per user (spec §9), on the server too. */
let lastEventAt = 0;
async function sendEvent(payload: object) {
  const wait = lastEventAt + 5_200 - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  lastEventAt = Date.now();
  const res = await api('/ws/event', payload);
  expect(res).toMatchObject({ code: 0 });
}

beforeAll(async () => {
  // A vip account: the journey includes bulk send, a vip feature.
  world = await startRobotWorld({
    prepare: async ({ api }) => {
      const replyKeywords = [
        { keywords: ['你好'], reg: 2, needAt: 0, scope: 'all', replys: [{ type: 1, content: '你好呀，我是小秘书' }] },
      ];
      expect(await api('/wechat/config/update', { config: JSON.stringify({ replyKeywords }) })).toMatchObject({
        code: 0,
      });
    },
  });
});

afterAll(async () => {
  await world?.stop();
});

interface Status {
  status: number;
  online: boolean;
  configFetchedAt: number | null;
  pluginVersion: string;
  robotName: string;
}

describe('the real wechaty-web-panel plugin against this server', () => {
  it('signs in, fetches its config, and the console shows it logged in (4) and online', {
    timeout: ROBOT_START_MS + 30_000,
  }, async () => {
    const status = await until(
      'status 4 and an MQTT connection',
      async () => {
        const s = (await api<Status>('/wechat/status')).data;
        return s.status === 4 && s.online ? s : undefined;
      },
      ROBOT_START_MS,
    );
    expect(status).toMatchObject({ robotName: '小秘书', pluginVersion: '1.6.126' });
    expect(status.configFetchedAt).toEqual(expect.any(Number));
  });

  it('uploads its friends and rooms, which the console lists', async () => {
    const friends = await until('the friend upload', async () => {
      const list = (await api<{ name: string }[]>('/wechat/allfriend')).data;
      return list.length >= 5 ? list : undefined;
    });
    expect(friends.map((f) => f.name)).toEqual(expect.arrayContaining(['张三', '好友1']));
    const rooms = await until('the room upload', async () => {
      const list = (await api<{ topic: string }[]>('/wechat/allroom')).data;
      return list.length >= 2 ? list : undefined;
    });
    expect(rooms.map((r) => r.topic)).toEqual(expect.arrayContaining(['测试群', '群1']));
  });

  it('answers a keyword saved in the console when a contact sends it', async () => {
    world.command({ cmd: 'say', from: '张三', text: '你好' });
    await sent('张三', '你好呀，我是小秘书');
  });

  it('delivers say to a contact and to a room, and multisay to two targets', async () => {
    expect(await api('/ws/contact/say', { name: '张三', message: { type: 1, content: '控制台私聊' } })).toMatchObject({
      code: 0,
    });
    await sent('张三', '控制台私聊');
    expect(
      await api('/ws/room/say', { roomName: '测试群', message: { type: 1, content: '控制台群聊' } }),
    ).toMatchObject({ code: 0 });
    await sent('测试群', '控制台群聊');
    const bulk = await api('/ws/messages', {
      target: 'Contact',
      groups: [{ name: '张三' }, { name: '好友1' }],
      messages: [{ type: 1, content: '群发通知' }],
    });
    expect(bulk).toMatchObject({ code: 0 });
    await sent('张三', '群发通知');
    await sent('好友1', '群发通知');
  });

  it('re-fetches its config on updateConfig, and re-uploads its lists on reloadFriend', async () => {
    const before = (await api<Status>('/wechat/status')).data.configFetchedAt ?? 0;
    await sendEvent({ target: 'system', event: 'updateConfig' });
    await until('a config re-fetch', async () => {
      const fetchedAt = (await api<Status>('/wechat/status')).data.configFetchedAt ?? 0;
      return fetchedAt > before;
    });
    const uploadedAt = async () => {
      const page = (await api<{ list: { updatedAt: number }[] }>('/wechat/friend?pageSize=100')).data.list;
      return { count: page.length, latest: Math.max(0, ...page.map((f) => f.updatedAt)) };
    };
    const earlier = await uploadedAt();
    await sendEvent({ target: 'system', event: 'reloadFriend' });
    // The plugin clears (asyncData) and uploads everything again: every row is rewritten.
    await until('the re-uploaded friends', async () => {
      const now = await uploadedAt();
      return now.count === earlier.count && now.latest > earlier.latest;
    });
  });

  it('runs a room task now', async () => {
    await sendEvent({
      target: 'Room',
      event: 'roomTask',
      message: { type: 'room', roomName: '测试群', contents: [{ type: 1, content: '立即执行的群任务' }] },
    });
    await sent('测试群', '立即执行的群任务');
  });
});
