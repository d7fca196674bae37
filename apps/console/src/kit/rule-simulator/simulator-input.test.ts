import { type GptConfig, simulateMessage } from '@weassit/contract';
import { describe, expect, it } from 'vitest';
import { readyLists } from './ready-lists';
import {
  earlierLayers,
  emptySimulatorValues,
  robotGptConfigs,
  type SimulatorData,
  simulatorInput,
  validateSimulator,
  withLists,
} from './simulator-input';

const gpt = (over: Partial<GptConfig>): GptConfig => ({
  id: 'g',
  name: '',
  type: 'contact',
  targets: [],
  onlyId: false,
  isAllRoom: false,
  isAllFriend: false,
  excludes: [],
  allowRoomMembers: [],
  openChat: true,
  needAt: 0,
  keywords: [],
  replaceKeyword: false,
  limitNum: 0,
  rechargeTip: '',
  defaultReply: '',
  openFileAnalyze: false,
  robotType: 6,
  botConfig: { token: 'sk' },
  usedNum: 0,
  updatedAt: 0,
  ...over,
});

const qa = { keywords: ['价格'], reg: 1, scope: 'all', needAt: 1, replys: [{ type: 1, content: '99 元' }] };
const data: SimulatorData = { config: { replyKeywords: [qa], autoReply: false }, gptConfigs: [], role: 'vip' };

describe('simulatorInput', () => {
  it('makes a private message from the friend named', () => {
    const input = simulatorInput({ ...emptySimulatorValues, text: '价格', target: ' 张三 ' }, data);
    expect(input.message).toEqual({ text: '价格', from: { name: '张三', isFriend: true } });
    expect(input.role).toBe('vip');
  });

  it('makes a group message with its sender (the group standing in when none), @-mention and @所有人', () => {
    const values = { ...emptySimulatorValues, chat: 'room' as const, text: '@所有人 价格', target: '测试群' };
    expect(simulatorInput({ ...values, sender: '李四', mentionsRobot: true }, data).message).toEqual({
      text: '@所有人 价格',
      from: { name: '李四', isFriend: true },
      room: { topic: '测试群' },
      mentionsRobot: true,
      mentionsAll: true,
    });
    expect(simulatorInput(values, data).message.from.name).toBe('测试群');
  });

  it('gives the simulator what it needs to answer: a Q&A rule that needs @ in groups', () => {
    const room = { ...emptySimulatorValues, chat: 'room' as const, text: '价格', target: '测试群' };
    expect(simulateMessage(simulatorInput({ ...room, mentionsRobot: true }, data))).toMatchObject({
      answeredBy: 'keywords',
      reply: [{ type: 1, content: '99 元' }],
    });
    expect(simulateMessage(simulatorInput(room, data)).answeredBy).toBeNull();
  });
});

describe('robotGptConfigs', () => {
  it('puts the catch-alls after the configs that name their chats, as the server serves them', () => {
    const all = gpt({ id: 'all', isAllFriend: true });
    const named = gpt({ id: 'named', targets: [{ id: 'w1', name: '张三' }, { name: '李四' }] });
    const out = robotGptConfigs([all, named], '张三');
    expect(out.map((c) => c.id)).toEqual(['named', 'all']);
    expect(out[0]?.targets).toEqual([{ id: 'w1', name: '张三' }, { name: '李四' }]);
    expect(out[1]).toMatchObject({ isAllFriend: true, isAllRoom: false, targets: [] });
  });

  it('turns "everyone but these" into the simulated chat itself unless it is excluded', () => {
    const config = gpt({ type: 'room', isAllRoom: true, excludes: [{ name: '闲聊群' }] });
    expect(robotGptConfigs([config], '测试群')[0]).toMatchObject({ isAllRoom: false, targets: [{ name: '测试群' }] });
    expect(robotGptConfigs([config], '闲聊群')[0]).toMatchObject({ isAllRoom: false, targets: [] });
  });

  it('keeps a group config’s members and drops them from a friend config', () => {
    const members = [{ name: '王五' }];
    expect(robotGptConfigs([gpt({ type: 'room', allowRoomMembers: members })], 'x')[0]?.allowRoomMembers).toEqual(
      members,
    );
    expect(robotGptConfigs([gpt({ allowRoomMembers: members })], 'x')[0]?.allowRoomMembers).toEqual([]);
  });
});

describe('the rest', () => {
  it('asks for the text and the chat', () => {
    expect(validateSimulator(emptySimulatorValues)).toEqual({ text: true, target: true });
    expect(validateSimulator({ ...emptySimulatorValues, text: ' a ', target: '张三' })).toEqual({});
  });

  it('lays the page’s lists over the saved config', () => {
    expect(withLists({ a: 1, b: 2 }, { b: 3 })).toEqual({ a: 1, b: 3 });
    expect(withLists({ a: 1 })).toEqual({ a: 1 });
  });

  it('leaves out the lists still loading', () => {
    expect(
      readyLists({ forwards: { status: 'loading', items: [] }, privateForwards: { status: 'ready', items: [1] } }),
    ).toEqual({ privateForwards: [1] });
  });

  it('lists the layers before the answer, or all of them when none answers', () => {
    const room = { ...emptySimulatorValues, chat: 'room' as const, text: '价格', target: '测试群' };
    const answered = simulateMessage(simulatorInput({ ...room, mentionsRobot: true }, data));
    const earlier = earlierLayers(answered);
    expect(earlier.at(-1)?.layer).toBe('skills');
    expect(earlier.some((l) => l.layer === 'keywords')).toBe(false);
    const none = simulateMessage(simulatorInput(room, data));
    expect(earlierLayers(none)).toHaveLength(none.layers.length);
  });
});
