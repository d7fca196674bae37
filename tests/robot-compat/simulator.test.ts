/**
 * The rule simulator against the real plugin: a generated robot config (private forwards, keyword forwards,
 * callbacks, prevent words, skills, Q&A rules of every match type / needAt / scope, per-target AI, the custom
 * bot and the global AI on a fake OpenAI service), then a few hundred generated messages from a seeded PRNG.
 * For each, the simulator's verdict (which layer answers, with what text, what it forwards) must be exactly what
 * the unmodified plugin sends through the mock puppet. Run with
 * `npx vitest run --project robot tests/robot-compat/simulator.test.ts`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type MessageItem,
  type SimulatedConfig,
  type SimulatedGptConfig,
  type SimulatedMessage,
  simulateMessage,
  type Verdict,
} from '@weassit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi } from './fake-openai.ts';
import { type RobotEvent, type RobotWorld, startRobotWorld } from './harness.ts';

const ROBOT = '小秘书';
const MESSAGES = 220;
const PROBE = '探针';
const PROBE_REPLY = '探针回复';
const PROBE_FROM = '好友3';
const TOKEN = 'sk-fake-simulator';

let world: RobotWorld;
let fake: FakeOpenAi;
let service: http.Server;

/** mulberry32: a small seeded PRNG, so every run sends the same messages. */
function prng(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const random = prng(20261125);
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const chance = (p: number) => random() < p;

const VOCABULARY = ['价格', '地址', '营业时间', '优惠', '退款', '会员', '发票', '客服'];
const FILLER = ['请问', '你好', '想了解', '麻烦说下', '谢谢', '今天', '多少', '在吗'];

/** Q&A rules with every match type, needAt (1, 0, absent) and scope, each keyword its own reply. */
function generatedQa(): Record<string, unknown>[] {
  return VOCABULARY.map((word, i) => {
    const rule: Record<string, unknown> = {
      keywords: [word],
      reg: i % 2 === 0 ? 1 : 2,
      scope: ['all', 'room', 'friend'][i % 3],
      replys: [{ type: 1, content: `问答回复：${word}` }],
    };
    if (i % 4 !== 3) rule.needAt = i % 4 === 0 ? 1 : 0;
    return rule;
  });
}

interface Ids {
  rooms: Record<string, string>;
  friends: Record<string, string>;
}

function generatedConfig(callbackUrl: string, ids: Ids): Record<string, unknown> {
  return {
    chatDelay: 0,
    defaultReply: '我在呢',
    preventLength: 40,
    preventWords: '赌博，违禁',
    newFriendReplys: [{ type: 1, content: '欢迎新朋友' }],
    privateForwards: [{ name: '好友4', rooms: ['群1'], contacts: [], type: 1 }],
    forwards: [
      {
        type: 'room',
        targets: [{ id: ids.rooms.测试群, name: '测试群' }],
        keywords: ['报警'],
        reg: 1,
        forwardType: 'contact',
        forwardTargets: [{ id: ids.friends.好友3, name: '好友3' }],
      },
    ],
    callBackEvents: [
      {
        keywords: ['快递'],
        reg: 1,
        needAt: 0,
        scope: 'all',
        type: 100,
        customUrl: `${callbackUrl}/callback`,
        timeout: 10,
      },
      { keywords: ['天气'], reg: 2, scope: 'room', type: 100, customUrl: `${callbackUrl}/callback`, timeout: 10 },
    ],
    eventKeywords: [
      { keywords: ['神秘技能'], reg: 1, needAt: 0, scope: 'all', event: 'noSuchEvent' },
      { keywords: ['刷新好友'], reg: 2, scope: 'friend', event: 'reloadFriendOnly' },
    ],
    replyKeywords: [
      { keywords: [PROBE], reg: 2, needAt: 0, scope: 'friend', replys: [{ type: 1, content: PROBE_REPLY }] },
      ...generatedQa(),
    ],
    customBot: { open: true, needAt: 1, scope: 'room', customUrl: `${callbackUrl}/bot`, timeout: 10 },
    autoReply: true,
    defaultBot: 6,
    botScope: 'all',
    roomAt: 1,
    gpttoken: TOKEN,
    proxyPassUrl: fake.baseUrl,
    openaiModel: 'fake-model',
    showQuestion: false,
  };
}

/** Per-target AI: 好友2 through a trigger word, 群1 closed (only its default reply, when @-mentioned). */
const GPT_CONFIGS = () => [
  {
    name: '好友2 AI',
    type: 'contact',
    targets: [{ name: '好友2' }],
    openChat: true,
    needAt: 0,
    keywords: ['AI'],
    replaceKeyword: true,
    robotType: 6,
    botConfig: { token: TOKEN, proxyPass: fake.baseUrl, model: 'fake-model', showQuestion: false },
  },
  {
    name: '群1 未开放',
    type: 'room',
    targets: [{ name: '群1' }],
    openChat: false,
    needAt: 1,
    defaultReply: '本群暂未开放',
    keywords: [],
    robotType: 6,
  },
];

interface Planned {
  from: string;
  room?: string;
  text: string;
}

/** A few fixed messages first, for layers the generated ones may miss. */
const FIXED: readonly Planned[] = [
  { from: '张三', text: '对方开启了朋友验证' },
  { from: '张三', room: '测试群', text: `@${ROBOT}` },
  { from: '好友1', room: '测试群', text: '服务器报警了' },
  { from: '好友1', room: '测试群', text: `@所有人 @${ROBOT} 价格` },
];

/** One generated message: a chat, a sender and a text built to hit (or just miss) the rules. */
function generatedMessage(): Planned {
  const room = chance(0.45) ? pick(['测试群', '群1']) : undefined;
  const from = room ? pick(['张三', '好友1', '好友2']) : pick(['张三', '好友1', '好友2', '好友3', '张三', '好友4']);
  const mention = room && chance(0.5) ? `@${ROBOT} ` : '';
  const word = pick(VOCABULARY);
  const kind = random();
  let text: string;
  if (kind < 0.25) text = word;
  else if (kind < 0.5) text = `${pick(FILLER)}${word}${pick(FILLER)}`;
  else if (kind < 0.58) text = pick(['赌博怎么玩', '这是违禁品吗']);
  else if (kind < 0.66) text = pick(['查快递', '天气', '今天天气']);
  else if (kind < 0.72) text = pick(['神秘技能来一个', '刷新好友']);
  else if (kind < 0.78) text = pick(['AI 讲个笑话', '服务器报警了']);
  else if (kind < 0.82) text = pick(['提醒 我 下班', '你已添加了对方', '对方开启了朋友验证']);
  else if (kind < 0.86) text = `${word}${'很长的问题'.repeat(9)}`;
  else if (kind < 0.9 && room) text = chance(0.5) ? '' : '@所有人 开会';
  else text = `${pick(FILLER)}${pick(FILLER)}`;
  return { from, ...(room ? { room } : {}), text: `${mention}${text}`.trim() || `@${ROBOT}` };
}

/** The sends a verdict predicts: the reply texts in the chat, and forwards. */
interface Expected {
  name: string;
  text: string | RegExp;
}

function expectedSends(planned: Planned, verdict: Verdict): Expected[] {
  const out: Expected[] = [];
  for (const layer of verdict.layers) {
    if (layer.layer === 'privateForward' && layer.outcome === 'answers') out.push({ name: '群1', text: planned.text });
    if (layer.layer === 'forwards' && layer.sideEffect) {
      out.push({ name: '好友3', text: new RegExp(`^【关键词转发】[\\s\\S]*：${planned.text}$`) });
    }
  }
  const chat = planned.room ?? planned.from;
  const say = (content: string) =>
    out.push({ name: chat, text: verdict.mentionSender ? `@${planned.from} ${content}` : content });
  const answer = verdict.layers.find((l) => l.layer === verdict.answeredBy);
  if (!answer || verdict.silent) return out;
  if (Array.isArray(answer.reply)) {
    for (const item of answer.reply as MessageItem[]) if (item.type === 1 && item.content) say(item.content);
  } else if (answer.layer === 'callbacks') say(`回调：${answer.question}`);
  else if (answer.layer === 'customBot') say(`机器人：${answer.question}`);
  else if (answer.layer === 'targetAi' || answer.layer === 'globalAi') say(fake.answerTo(answer.question ?? '').trim());
  else throw new Error(`the test cannot predict the text of ${answer.layer}: ${String(answer.reply)}`);
  return out;
}

const sends = (from: number) => world.events.slice(from).filter((e: RobotEvent) => e.event === 'sent');
const matches = (e: RobotEvent, x: Expected) =>
  e.name === x.name && (typeof x.text === 'string' ? e.text === x.text : x.text.test(e.text ?? ''));

/** Waits until every expected send is among the sends since `from` (each used once). */
async function sentAll(from: number, expected: readonly Expected[], what: string) {
  await world.until(
    what,
    () => {
      const left = [...sends(from)];
      for (const x of expected) {
        const at = left.findIndex((e) => matches(e, x));
        if (at < 0) return undefined;
        left.splice(at, 1);
      }
      return true;
    },
    20_000,
  );
}

let simulatorConfig: SimulatedConfig;
let gptConfigs: SimulatedGptConfig[];

beforeAll(async () => {
  fake = await startFakeOpenAi();
  // The user's callback service and custom bot: each echoes the word it was asked.
  service = http.createServer((req, res) => {
    let text = '';
    req.on('data', (chunk) => {
      text += chunk;
    });
    req.on('end', () => {
      const body = JSON.parse(text) as { word?: string };
      const prefix = req.url === '/bot' ? '机器人' : '回调';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ code: 200, data: [{ type: 1, content: `${prefix}：${body.word}` }] }));
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  const callbackUrl = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;

  world = await startRobotWorld({ robotEnv: { ROBOT_FRIENDS: '5', ROBOT_ROOMS: '2' } });
  await world.ready();
  // The ids the console's pickers store (the forward rule's targets), from the robot's uploaded lists.
  const ids: Ids = { rooms: {}, friends: {} };
  await world.until('the robot to upload its groups and friends', async () => {
    const rooms = (await world.api<{ wxid: string; topic: string }[]>('/wechat/allroom')).data;
    const friends = (await world.api<{ wxid: string; name: string }[]>('/wechat/allfriend')).data;
    for (const r of rooms) ids.rooms[r.topic] = r.wxid;
    for (const f of friends) ids.friends[f.name] = f.wxid;
    return ids.rooms.测试群 && ids.friends.好友3 ? true : undefined;
  });
  for (const config of GPT_CONFIGS()) {
    expect(await world.api('/gpt_config', config)).toMatchObject({ code: 0 });
  }
  const current = await world.api<{ version: number } | null>('/wechat/config');
  const mark = world.outputMark();
  const saved = await world.api('/wechat/config/update', {
    config: JSON.stringify(generatedConfig(callbackUrl, ids)),
    ...(current.data ? { version: current.data.version } : {}),
  });
  expect(saved).toMatchObject({ code: 0 });
  await world.configReloaded(mark);
  // The simulator gets what the console has: the stored config and the per-target configs.
  simulatorConfig = JSON.parse((await world.api<{ config: string }>('/wechat/config')).data.config);
  gptConfigs = (await world.api<SimulatedGptConfig[]>('/gpt_config')).data;
});

afterAll(async () => {
  await world?.stop();
  await fake?.close();
  service?.closeAllConnections();
  await new Promise((resolve) => service?.close(resolve));
});

const simulate = (planned: Planned) => {
  const message: SimulatedMessage = {
    text: planned.text,
    from: { name: planned.from, isFriend: true },
    ...(planned.room ? { room: { topic: planned.room } } : {}),
    ...(planned.text.includes('@所有人') ? { mentionsAll: true } : {}),
  };
  return simulateMessage({ config: simulatorConfig, gptConfigs, robotName: ROBOT, message });
};

describe('the rule simulator agrees with the real plugin', () => {
  it(`predicts the answer to ${FIXED.length} fixed and ${MESSAGES} generated messages`, async () => {
    const probe = simulate({ from: PROBE_FROM, text: PROBE });
    expect(probe).toMatchObject({ answeredBy: 'keywords', reply: [{ type: 1, content: PROBE_REPLY }] });
    const start = world.events.length;
    const predicted: Expected[] = [];
    const byLayer = new Map<string, number>();
    let forwarded = 0;
    for (let i = 0; i < FIXED.length + MESSAGES; i++) {
      const planned = FIXED[i] ?? generatedMessage();
      const verdict = simulate(planned);
      const expected = expectedSends(planned, verdict);
      if (verdict.layers.some((l) => l.layer === 'forwards' && l.sideEffect)) forwarded += 1;
      const layer = verdict.silent ? `${verdict.answeredBy ?? 'none'}（不回复）` : String(verdict.answeredBy);
      byLayer.set(layer, (byLayer.get(layer) ?? 0) + 1);
      const from = world.events.length;
      world.command({
        cmd: 'say',
        from: planned.from,
        text: planned.text,
        ...(planned.room ? { room: planned.room } : {}),
      });
      const what = `message ${i} ${JSON.stringify(planned)} → ${verdict.reason}`;
      // A message the simulator says gets no reply is followed by a probe with a known answer, so a stray reply
      // to it would show up in the final count.
      const waitFor = verdict.silent ? [...expected, { name: PROBE_FROM, text: PROBE_REPLY }] : expected;
      if (verdict.silent) world.command({ cmd: 'say', from: PROBE_FROM, text: PROBE });
      await sentAll(from, waitFor, what);
      predicted.push(...waitFor);
    }
    // A last probe: anything the plugin still sent for an earlier message is in by then.
    const last = world.events.length;
    world.command({ cmd: 'say', from: PROBE_FROM, text: PROBE });
    await sentAll(last, [{ name: PROBE_FROM, text: PROBE_REPLY }], 'the last probe');
    predicted.push({ name: PROBE_FROM, text: PROBE_REPLY });

    // Every send was predicted, and nothing more.
    const actual = sends(start);
    const unmatched = [...actual];
    for (const x of predicted) {
      const at = unmatched.findIndex((e) => matches(e, x));
      expect(at, `predicted send ${JSON.stringify(String(x.text))} to ${x.name}`).toBeGreaterThanOrEqual(0);
      unmatched.splice(at, 1);
    }
    expect(unmatched).toEqual([]);
    console.log(
      `simulator: ${FIXED.length + MESSAGES} messages agree with the plugin (${actual.length} sends, ${forwarded} keyword forwards); by layer:`,
      Object.fromEntries([...byLayer].sort()),
    );
    // The generated messages reach every layer this world can drive.
    expect(forwarded).toBeGreaterThan(0);
    for (const layer of [
      'privateForward',
      'official',
      'tooLong',
      'newFriend',
      'reminder',
      'callbacks',
      'preventWords',
      'skills',
    ]) {
      expect(
        [...byLayer.keys()].some((k) => k.startsWith(layer)),
        layer,
      ).toBe(true);
    }
    for (const layer of ['keywords', 'targetAi', 'customBot', 'globalAi', 'empty']) {
      expect(
        [...byLayer.keys()].some((k) => k.startsWith(layer)),
        layer,
      ).toBe(true);
    }
  }, 600_000);
});
