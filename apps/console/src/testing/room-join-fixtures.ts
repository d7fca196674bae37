import type { ConfigListItem } from '../lib/config-list-api';
import { ROBOT_CONFIG_PATH } from '../lib/robot-config';
import { type ApiAnswer, materialListAnswer } from './api-fetch-mock';
import { configFixture } from './fixtures';

/** The robot's groups in the 关键词进群 stories (`GET /api/wechat/allroom` items). */
export const joinRoomsFixture = [
  { wxid: '2001@chatroom', topic: '产品交流群' },
  { wxid: '2002@chatroom', topic: '产品内测群' },
  { wxid: '2003@chatroom', topic: '售后服务群' },
];

/** Two rules: one for a group the robot has, one for a group it no longer has (a file material as reply). */
export const roomJoinRulesFixture: ConfigListItem[] = [
  {
    keywords: ['进群', '加群'],
    reg: 1,
    roomName: '产品交流群',
    replys: [{ type: 1, content: '马上拉你进群' }],
    welcomes: [{ type: 1, content: '请先看群公告' }],
  },
  {
    keywords: ['老群'],
    reg: 2,
    roomName: '已解散的群',
    replys: [{ type: 2, id: 'file-1', title: '产品手册' }],
    welcomes: [],
  },
];

/**
 * The calls of the 关键词进群 page besides its list (fetch level): the robot's groups, the group name search, the
 * material library, and the saved config (where 简单问答 answers 价格 too).
 */
export const roomJoinApiRoutes: Record<string, ApiAnswer> = {
  '/api/wechat/allroom': () => joinRoomsFixture,
  '/api/wechat/search': (url) => {
    const word = url.searchParams.get('word') ?? '';
    const rooms = joinRoomsFixture.filter((room) => room.topic.includes(word));
    return {
      rooms: rooms.map((room) => room.topic),
      list: rooms.map((room) => room.topic),
      sourceList: rooms.map((room) => ({ id: room.wxid, name: room.topic })),
    };
  },
  '/api/material/list': materialListAnswer(),
  [ROBOT_CONFIG_PATH]: () => ({
    ...configFixture,
    config: JSON.stringify({
      replyKeywords: [{ keywords: ['价格'], reg: 1, replys: [{ type: 1, content: '请看置顶' }] }],
    }),
  }),
};
