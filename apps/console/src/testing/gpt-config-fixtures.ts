import type { FriendOption, GptConfig, GptConfigInput, PresetRole, RoomOption } from '@weassit/contract';
import { type ApiAnswer, mockApiFetch } from './api-fetch-mock';
import { presetRolesFixture } from './preset-role-fixtures';

/** 自定义对话 of the stories: two groups with a limit, every friend but one, a Coze config that is switched off. */
export const gptConfigsFixture: GptConfig[] = [
  {
    id: 'g1',
    usedNum: 3,
    updatedAt: 1_760_000_000_000,
    name: '客服群',
    type: 'room',
    targets: [
      { id: '9001@chatroom', name: '项目群 A' },
      { id: '9002@chatroom', name: '售后服务群' },
    ],
    onlyId: false,
    isAllRoom: false,
    isAllFriend: false,
    excludes: [],
    allowRoomMembers: [],
    openChat: true,
    needAt: 1,
    keywords: ['问', '请问'],
    replaceKeyword: true,
    limitNum: 100,
    rechargeTip: '本月次数已用完',
    defaultReply: '',
    openFileAnalyze: false,
    robotType: 6,
    botConfig: { token: 'sk-story', model: 'gpt-4o' },
  },
  {
    id: 'g2',
    usedNum: 0,
    updatedAt: 1_760_000_000_000,
    name: '',
    type: 'contact',
    targets: [],
    onlyId: false,
    isAllRoom: false,
    isAllFriend: true,
    excludes: [{ id: 'wxid_boss', name: '老板' }],
    allowRoomMembers: [],
    openChat: true,
    needAt: 1,
    keywords: [],
    replaceKeyword: false,
    limitNum: 0,
    rechargeTip: '',
    defaultReply: '',
    openFileAnalyze: false,
    robotType: 8,
    botConfig: { token: 'app-dify', isAiAgent: true },
  },
  {
    id: 'g3',
    usedNum: 20,
    updatedAt: 1_760_000_000_000,
    name: '',
    type: 'room',
    targets: [{ name: '家人群' }],
    onlyId: false,
    isAllRoom: false,
    isAllFriend: false,
    excludes: [],
    allowRoomMembers: [],
    openChat: false,
    needAt: 0,
    keywords: [],
    replaceKeyword: false,
    limitNum: 20,
    rechargeTip: '',
    defaultReply: '机器人休息中',
    openFileAnalyze: false,
    robotType: 12,
    botConfig: { token: 'pat-coze', botId: '7300' },
  },
];

export const gptRoomsFixture: RoomOption[] = [
  { wxid: '9001@chatroom', topic: '项目群 A' },
  { wxid: '9002@chatroom', topic: '售后服务群' },
  { wxid: '9003@chatroom', topic: '家人群' },
  { wxid: '9004@chatroom', topic: '读书会' },
];

export const gptFriendsFixture: FriendOption[] = [
  { wxid: 'wxid_boss', name: '老板', alias: '' },
  { wxid: 'wxid_alice', name: 'Alice', alias: '供应商' },
];

/** What the in-memory 自定义对话 server of a story holds, and the calls it got. */
export interface GptConfigServer {
  configs: GptConfig[];
  /** Every save's body, in order. */
  saved: GptConfigInput[];
  /** How often the list was asked for. */
  listed: number;
}

/** Answers that fail or never come, for the list's states. */
export type ListBehaviour = 'normal' | 'failOnce' | 'pending';

/**
 * Mocks the console API at the fetch level for 自定义对话, the way the server answers: the list, add, edit,
 * delete and reset of `configs` (ids `g1`…`g9`), the robot's groups and friends, and the preset roles. Returns the
 * server's state and the restore function.
 */
export function mockGptConfigApi(
  configs: GptConfig[] = gptConfigsFixture,
  behaviour: ListBehaviour = 'normal',
): { server: GptConfigServer; restore: () => void } {
  const server: GptConfigServer = { configs: structuredClone(configs), saved: [], listed: 0 };
  const body = (init?: RequestInit) => JSON.parse(String(init?.body ?? '{}')) as GptConfigInput;
  const routes: Record<string, ApiAnswer> = {
    '/api/gpt_config': (_url, init) => {
      if (init?.method === 'POST') {
        const input = body(init);
        server.saved.push(input);
        const id = `g${server.configs.length + 1}`;
        server.configs.push({ ...(input as GptConfig), id, usedNum: 0, updatedAt: Date.now() });
        return { id };
      }
      server.listed += 1;
      if (behaviour === 'pending') return new Promise(() => {});
      if (behaviour === 'failOnce' && server.listed === 1) throw new Error('服务器开小差了');
      return server.configs;
    },
    '/api/wechat/allroom': () => gptRoomsFixture,
    '/api/wechat/allfriend': () => gptFriendsFixture,
    '/api/promot_store/getall': (): PresetRole[] => presetRolesFixture,
  };
  for (let n = 1; n <= 9; n += 1) {
    const id = `g${n}`;
    routes[`/api/gpt_config/${id}`] = (_url, init) => {
      const at = server.configs.findIndex((config) => config.id === id);
      if (at < 0) throw new Error('配置不存在');
      if (init?.method === 'DELETE') server.configs.splice(at, 1);
      else {
        const input = body(init);
        server.saved.push(input);
        server.configs[at] = { ...(server.configs[at] as GptConfig), ...(input as GptConfig) };
      }
      return null;
    };
    routes[`/api/gpt_config/${id}/reset`] = () => {
      const config = server.configs.find((item) => item.id === id);
      if (!config) throw new Error('配置不存在');
      config.usedNum = 0;
      return null;
    };
  }
  return { server, restore: mockApiFetch(routes) };
}
