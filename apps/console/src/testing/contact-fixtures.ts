import type { Friend, Page, Reminder, Room } from '@weassit/contract';

/** Friends, groups and reminders for the stories and tests, shaped like the server's answers. */
const at = Date.UTC(2025, 4, 20, 8, 30);

const friendNames: [string, string][] = [
  ['Alice', 'tomato 供应商'],
  ['Tom', 'MiniTom'],
  ['小王', '设计部 王工'],
  ['李雷', ''],
  ['韩梅梅', '老同学'],
  ['张三', '快递'],
  ['李四', ''],
  ['王五', '房东'],
  ['赵六', ''],
  ['孙七', '健身教练'],
  ['周八', ''],
  ['吴九', '物业'],
];

export const friendsFixture: Friend[] = friendNames.map(([name, alias], index) => ({
  wxid: `wxid_friend${String(index + 1).padStart(2, '0')}`,
  name,
  alias,
  avatar: '',
  gender: index % 3,
  type: 1,
  weixin: index % 2 === 0 ? `weixin_${index + 1}` : '',
  robotId: 'wxid_robot01',
  updatedAt: at - index * 60_000,
}));

const topics = [
  '项目群 A',
  '项目群 B',
  '老项目群',
  '家人群',
  '篮球队',
  '读书会',
  '前端交流',
  '周末徒步',
  '小区业主群',
  '公司通知群',
  '同学会',
  '摄影爱好者',
];

export const roomsFixture: Room[] = topics.map((topic, index) => ({
  wxid: `${1000 + index}@chatroom`,
  topic,
  avatar: '',
  ownerId: `wxid_owner${index + 1}`,
  adminIds: [],
  memberCount: 3 + index * 17,
  robotId: 'wxid_robot01',
  updatedAt: at - index * 120_000,
}));

export const remindersFixture: Reminder[] = [
  {
    id: 'r3',
    setter: 'Alice',
    subscribe: 'Alice',
    isLoop: true,
    time: '0 0 8 * * ?',
    content: '每天早上喝水',
    status: 'pending',
    doneAt: null,
    createdAt: at,
  },
  {
    id: 'r2',
    setter: 'Tom',
    subscribe: '项目群 A',
    isLoop: false,
    time: '2025-5-21 9:30',
    content: '周会改到 10 点',
    status: 'pending',
    doneAt: null,
    createdAt: at - 3_600_000,
  },
  {
    id: 'r1',
    setter: '小王',
    subscribe: '小王',
    isLoop: false,
    time: '2025-5-19 18:00',
    content: '取快递',
    status: 'done',
    doneAt: at - 86_400_000,
    createdAt: at - 2 * 86_400_000,
  },
];

/**
 * Answers a page query from `rows` the way the server does: rows whose `fields` contain `word`
 * (case-insensitive), then the page.
 */
export function pageOf<T>(
  rows: T[],
  params: { current: number; pageSize: number; word?: string },
  fields: (row: T) => string[] = () => [],
): Page<T> {
  const word = params.word?.toLowerCase() ?? '';
  const matching = word ? rows.filter((row) => fields(row).some((f) => f.toLowerCase().includes(word))) : rows;
  const start = (params.current - 1) * params.pageSize;
  return { count: matching.length, list: matching.slice(start, start + params.pageSize) };
}

export const friendFields = (friend: Friend) => [friend.name, friend.alias];
export const roomFields = (room: Room) => [room.topic];

/**
 * What a story leaves on the page for the next one in the same browser tab: toasts and confirms (global
 * queues). Use as a story's `beforeEach`.
 */
export function resetStoryGlobals(clear: { toasts: () => void; confirms: () => void }): () => void {
  const reset = () => {
    clear.toasts();
    clear.confirms();
  };
  reset();
  return reset;
}
