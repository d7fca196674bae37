/**
 * The unmodified upstream robot plugin (`wechaty-web-panel` 1.6.126 on Wechaty with the mock puppet) against
 * a freshly started server and its embedded broker, through tools/robot-redirect — the way an operator runs a
 * real robot. Run with `npm run test:robot` (installs this folder's packages on first use).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const HERE = import.meta.dirname;
const ROOT = path.resolve(HERE, '../..');
const PRELOAD = path.join(ROOT, 'tools/robot-redirect/register.mjs');

interface RobotEvent {
  event: string;
  kind?: string;
  name?: string;
  text?: string;
  method?: string;
}

let server: ChildProcess;
let robot: ChildProcess;
let base = '';
let token = '';
let dataDir = '';
const events: RobotEvent[] = [];
const robotOutput: string[] = [];

async function api<T = unknown>(pathname: string, body?: unknown): Promise<{ code: number; msg: string; data: T }> {
  const res = await fetch(`${base}/v1/api${pathname}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res.json() as Promise<{ code: number; msg: string; data: T }>;
}

async function until<T>(what: string, read: () => Promise<T | undefined> | T | undefined, timeoutMs = 20_000) {
  const started = Date.now();
  for (;;) {
    const value = await read();
    if (value !== undefined && value !== false) return value;
    if (Date.now() - started > timeoutMs) {
      throw new Error(
        `timed out waiting for ${what}\nrobot output (last 40 lines):\n${robotOutput.slice(-40).join('\n')}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Waits for the plugin to send `text` (exactly) to the named chat. */
const sent = (name: string, text: string) =>
  until(`the robot to send “${text}” to ${name}`, () =>
    events.find((e) => e.event === 'sent' && e.name === name && e.text === text),
  );

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
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weassit-robot-'));
  server = spawn(process.execPath, [path.join(ROOT, 'apps/server/src/main.ts')], {
    // A vip account: the journey includes bulk send, a vip feature.
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      MQTT_PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEFAULT_ROLE: 'vip',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let log = '';
  server.stdout?.on('data', (chunk) => {
    log += chunk;
  });
  base = await until('the server', () => /"url":"(http:\/\/[^"]+)\/weassit\/"/.exec(log)?.[1]);

  const account = { name: '运营', email: 'robot-compat@example.com', password: 'compat password 1' };
  expect(await api('/signup', account)).toMatchObject({ code: 0 });
  token = (await api<{ token: string }>('/login', account)).data.token;
  type KeyPair = { apiKey: string; apiSecret: string };
  const keys = (await api<{ robot: KeyPair }>('/apiauth/get', { password: account.password })).data.robot;
  const replyKeywords = [
    { keywords: ['你好'], reg: 2, needAt: 0, scope: 'all', replys: [{ type: 1, content: '你好呀，我是小秘书' }] },
  ];
  expect(await api('/wechat/config/update', { config: JSON.stringify({ replyKeywords }) })).toMatchObject({ code: 0 });

  robot = spawn(process.execPath, ['--import', PRELOAD, path.join(HERE, 'robot.mjs')], {
    cwd: HERE,
    env: { ...process.env, WEASSIT_URL: base, AIBOTK_KEY: keys.apiKey, AIBOTK_SECRET: keys.apiSecret },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const collect = (stream: NodeJS.ReadableStream | null) =>
    readline.createInterface({ input: stream as NodeJS.ReadableStream }).on('line', (line) => {
      robotOutput.push(line);
      if (line.startsWith('{"event"')) events.push(JSON.parse(line) as RobotEvent);
    });
  collect(robot.stdout);
  collect(robot.stderr);
}, 60_000);

afterAll(async () => {
  robot?.kill('SIGKILL');
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

interface Status {
  status: number;
  online: boolean;
  configFetchedAt: number | null;
  pluginVersion: string;
  robotName: string;
}

describe('the real wechaty-web-panel plugin against this server', () => {
  it('signs in, fetches its config, and the console shows it logged in (4) and online', async () => {
    const status = await until('status 4 and an MQTT connection', async () => {
      const s = (await api<Status>('/wechat/status')).data;
      return s.status === 4 && s.online ? s : undefined;
    });
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
    robot.stdin?.write(`${JSON.stringify({ cmd: 'say', from: '张三', text: '你好' })}\n`);
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
