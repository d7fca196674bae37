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
  '/api/ws/event': (_url, init) => {
    runNowCalls.push(JSON.parse(String(init?.body ?? 'null')));
    return null;
  },
};
