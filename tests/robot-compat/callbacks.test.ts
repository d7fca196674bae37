/**
 * 回调事件 as the unmodified upstream plugin runs it: a custom callback rule saved through the console's list API,
 * then mock contacts saying its keyword; the plugin POSTs the documented fields to a local callback service and
 * sends what it answers. Run with `npm run test:robot -- tests/robot-compat/callbacks.test.ts`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RobotWorld, startRobotWorld } from './harness.ts';

let world: RobotWorld;
let service: http.Server;
const posted: Record<string, unknown>[] = [];

interface ConfigList {
  version: string;
  items: unknown[];
}

beforeAll(async () => {
  // The user's callback service: it answers in the documented structure, echoing the question.
  service = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(text) as Record<string, unknown>;
      posted.push({ ...body, contentType: req.headers['content-type'], method: req.method });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 200, data: [{ type: 1, content: `回调收到：${body.word}（${body.city}）` }] }));
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const customUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}/callback`;

  world = await startRobotWorld({
    prepare: async ({ api }) => {
      const list = await api<ConfigList>('/wechat/config/list?name=callBackEvents');
      expect(list).toMatchObject({ code: 0 });
      const added = await api<ConfigList>('/wechat/config/list/add', {
        name: 'callBackEvents',
        version: list.data.version,
        // As the console's dialog stores it.
        item: {
          keywords: ['快递'],
          reg: 1,
          scope: 'all',
          needAt: 0,
          type: 100,
          customUrl,
          timeout: 10,
          moreData: [{ key: 'city', value: '上海' }],
        },
      });
      expect(added).toMatchObject({ code: 0 });
    },
  });
  await world.ready();
});

afterAll(async () => {
  await world?.stop();
  service?.closeAllConnections();
  await new Promise((resolve) => service?.close(resolve));
});

describe('a custom callback rule, run by the real plugin', () => {
  it('POSTs the documented fields of a private message and sends the answer', async () => {
    world.command({ cmd: 'say', from: '张三', text: '查快递' });
    await world.sent('张三', '回调收到：查快递（上海）');
    const call = posted.find((body) => body.word === '查快递');
    expect(call).toEqual({
      uid: expect.stringMatching(/.+/),
      uname: '张三',
      roomId: '',
      roomName: '',
      isMention: 0,
      word: '查快递',
      timestamp: expect.any(Number),
      city: '上海',
      contentType: expect.stringMatching(/^application\/json/),
      method: 'POST',
    });
  });
});
