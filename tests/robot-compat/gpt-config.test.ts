/**
 * 自定义对话 end to end: a per-target AI config saved in the console reaches the unmodified robot plugin over
 * the `gptconfig` push, the robot asks the configured (fake) OpenAI-compatible service with the configured
 * token, answers in the group, reports its usage back, and stops at the limit with the recharge tip. Run with
 * `npm run test:robot -- tests/robot-compat/gpt-config.test.ts`.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from './fake-openai.ts';
import { type RobotWorld, startRobotWorld } from './harness.ts';

const ROOM = '测试群';
const TOKEN = 'sk-fake-robot-token';
const RECHARGE_TIP = '本群的 AI 次数已用完，请联系管理员充值';

let world: RobotWorld;
let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  world = await startRobotWorld();
  await world.ready();
});

afterAll(async () => {
  await world?.stop();
  await fake?.close();
});

interface StoredConfig {
  id: string;
  usedNum: number;
}

/** Texts the robot sent to the group so far. */
const roomTexts = () => world.events.filter((e) => e.event === 'sent' && e.name === ROOM).map((e) => e.text ?? '');

/** The group reply to 张三: the robot mentions the sender (Wechaty's room.say with a contact). */
const toZhangSan = (text: string) => `@张三 ${text}`;

/**
 * Has 张三 say `text` in the group until `done` holds, waiting up to `perTry` ms after each message. A message
 * the robot processed before the push arrived gets no AI answer and costs nothing, so saying it again is safe.
 */
async function sayUntil(text: string, done: () => boolean, what: string, perTry = 5_000) {
  await world.until(
    what,
    async () => {
      world.command({ cmd: 'say', from: '张三', room: ROOM, text });
      const started = Date.now();
      while (Date.now() - started < perTry) {
        if (done()) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return undefined;
    },
    40_000,
  );
}

const usedNum = async (id: string) =>
  (await world.api<StoredConfig[]>('/gpt_config')).data.find((c) => c.id === id)?.usedNum;

describe('自定义对话 with the real robot plugin', () => {
  let id = '';

  it('answers in the group with the configured service once the console saves a config, and counts it', async () => {
    const saved = await world.api<{ id: string }>('/gpt_config', {
      name: '测试群 AI',
      type: 'room',
      targets: [{ name: ROOM }],
      robotType: 6,
      openChat: true,
      needAt: 0,
      limitNum: 1,
      rechargeTip: RECHARGE_TIP,
      botConfig: { token: TOKEN, proxyPass: fake.baseUrl, model: 'fake-model', showQuestion: false },
    });
    expect(saved).toMatchObject({ code: 0 });
    id = saved.data.id;

    const question = '今天适合做什么';
    await sayUntil(question, () => fake.requests.length > 0, 'the robot to ask the fake AI service');
    const answer = toZhangSan(fake.answerTo(question));
    await world.sent(ROOM, answer);

    const [request] = fake.requests;
    expect(request).toMatchObject({ path: '/v1/chat/completions', authorization: `Bearer ${TOKEN}` });
    expect(request?.body.model).toBe('fake-model');
    // The robot's ChatGPT client streams: the answer above was put together from the fake's chunks.
    expect(request?.body.stream).toBe(true);
    expect(request?.body.messages?.at(-1)).toMatchObject({ role: 'user', content: question });
    // The robot reported the answer: the console sees the count.
    await world.until('usedNum 1 in the console', async () => ((await usedNum(id)) === 1 ? true : undefined));
  });

  it('answers the recharge tip once the limit is reached, without asking the service', async () => {
    const asked = fake.requests.length;
    const before = roomTexts().filter((t) => t === toZhangSan(RECHARGE_TIP)).length;
    world.command({ cmd: 'say', from: '张三', room: ROOM, text: '再问一个问题' });
    await world.until(
      'the recharge tip',
      () => roomTexts().filter((t) => t === toZhangSan(RECHARGE_TIP)).length > before,
    );
    expect(fake.requests.length).toBe(asked);
    expect(await usedNum(id)).toBe(1);
  });

  it('answers again after the console resets the count (the push makes the robot re-fetch)', async () => {
    expect(await world.api(`/gpt_config/${id}/reset`, {})).toMatchObject({ code: 0 });
    const asked = fake.requests.length;
    const question = '重置后的问题';
    await sayUntil(question, () => fake.requests.length > asked, 'the robot to ask again after the reset');
    await world.sent(ROOM, toZhangSan(fake.answerTo(question)));
    await world.until('usedNum 1 again', async () => ((await usedNum(id)) === 1 ? true : undefined));
  });
});
