import { NEWS_CHANNELS } from '@weassit/contract';
import { type ApiAnswer, materialListAnswer } from '../../testing/api-fetch-mock';
import type { ScheduleTask } from './schedule-task';

/** The robot's friends and groups in the scheduled-task stories. */
export const scheduleFriendsFixture = [
  { wxid: 'wxid_ming', name: '小明', alias: '明哥' },
  { wxid: 'wxid_hong', name: '小红', alias: '' },
];
export const scheduleRoomsFixture = [
  { wxid: '1001@chatroom', topic: '家人群' },
  { wxid: '1002@chatroom', topic: '同事群' },
];

/** Next runs are counted from here in the stories: Sunday 2026-03-01 08:30 (Asia/Shanghai). */
export const scheduleNowFixture = new Date('2026-03-01T00:30:00Z');

export const dayTasksFixture: ScheduleTask[] = [
  {
    id: 1,
    type: 'contact',
    name: '小明',
    wxid: 'wxid_ming',
    date: '0 0 8 * * ?',
    memorialDay: '2020-05-20',
    city: '北京',
    endWord: '爱你的我',
  },
  {
    id: 2,
    type: 'room',
    roomName: '老同学群',
    date: '0 30 7 * * ?',
    memorialDay: '2019-09-01',
    city: '上海',
    paused: true,
  },
];

export const countdownTasksFixture: ScheduleTask[] = [
  {
    id: 1,
    type: 'room',
    roomName: '家人群',
    wxid: '1001@chatroom',
    date: '0 0 9 * * ?',
    memorialDay: '2027-02-06',
    prefix: '春节',
    suffix: '回家过年！',
  },
];

export const customTasksFixture: ScheduleTask[] = [
  {
    id: 1,
    type: 'room',
    roomName: '家人群',
    wxid: '1001@chatroom',
    date: '0 0 8 * * ?',
    contents: [
      { type: 1, content: '早上好，今天也要加油' },
      { type: 1, id: 'word-1', title: '欢迎语1' },
    ],
  },
  {
    id: 2,
    type: 'contact',
    name: '老王',
    wxid: 'wxid_gone',
    date: '0 30 21 * * ?',
    contents: [{ type: 2, id: 'file-1', title: '产品手册' }],
    paused: true,
  },
];

export const newsTasksFixture: ScheduleTask[] = [
  {
    id: 1,
    type: 'room',
    roomName: '同事群',
    wxid: '1002@chatroom',
    date: '0 0 9 * * ?',
    sortId: 8,
    num: 5,
    endWord: '以上是今日科技新闻',
  },
];

/** When the robot was last seen sending to the stories' groups (by wxid, else by name): 02-28 09:30 and 07:30. */
export const lastSentFixture: Record<string, number> = {
  '1001@chatroom': Date.parse('2026-02-28T01:30:00Z'),
  老同学群: Date.parse('2026-02-27T23:30:00Z'),
};

/** The 机器人最近发出 calls a story made (their targets), and whether 消息记录 is on (`not_recording` when off). */
export const lastSentCalls: unknown[][] = [];
export const lastSentState = { recording: true };

/** `POST …/message_history/last_sent` the way the server answers it: friends unidentifiable, groups by id or name. */
const lastSentAnswer: ApiAnswer = (_url, init) => {
  const { targets } = JSON.parse(String(init?.body ?? '{}')) as {
    targets: { id?: string; name: string; isRoom: boolean }[];
  };
  lastSentCalls.push(targets);
  return targets.map((target) => {
    if (!target.isRoom) return { status: 'unidentifiable', lastSentAt: null };
    if (!lastSentState.recording) return { status: 'not_recording', lastSentAt: null };
    const at = lastSentFixture[target.id ?? target.name];
    return at === undefined ? { status: 'not_seen', lastSentAt: null } : { status: 'seen', lastSentAt: at };
  });
};

/** The run-now calls a story made (`POST /api/ws/event` bodies). */
export const runNowCalls: unknown[] = [];

/**
 * The scheduled-task pages' calls besides their list: the robot's friends and groups, the name search, run now,
 * the news categories, and the material library (ten texts: two pages of the picker's five).
 */
export const scheduleApiRoutes: Record<string, ApiAnswer> = {
  '/api/material/list': materialListAnswer(),
  '/api/wechat/channellist': () => NEWS_CHANNELS,
  '/api/wechat/allfriend': () => scheduleFriendsFixture,
  '/api/wechat/allroom': () => scheduleRoomsFixture,
  '/api/wechat/search': (url) => {
    const word = url.searchParams.get('word') ?? '';
    if (url.searchParams.get('type') === 'room') {
      const rooms = scheduleRoomsFixture.filter((room) => room.topic.includes(word));
      return { sourceList: rooms.map((room) => ({ id: room.wxid, name: room.topic })) };
    }
    const friends = scheduleFriendsFixture.filter((friend) => friend.name.includes(word));
    return { sourceList: friends.map((friend) => ({ id: friend.wxid, name: friend.name, alias: friend.alias })) };
  },
  '/api/message_history/last_sent': lastSentAnswer,
  '/api/ws/event': (_url, init) => {
    runNowCalls.push(JSON.parse(String(init?.body ?? 'null')));
    return null;
  },
};
