import type { RobotConfigRecord } from '@weassit/contract';
import type { ConfigListItem } from '../lib/config-list-api';
import type { ApiAnswer } from './api-fetch-mock';

/** The robot's groups in the 多群消息同步 stories (`GET /api/wechat/allroom` items). */
export const syncRoomsFixture = [
  { wxid: '3001@chatroom', topic: '测试群' },
  { wxid: '3002@chatroom', topic: '群1' },
  { wxid: '3003@chatroom', topic: '群2' },
  { wxid: '3004@chatroom', topic: '总部通知群' },
];

/** Two rules: 一对多 between groups the robot has, 多对一 with a group it no longer has. */
export const roomSyncRulesFixture: ConfigListItem[] = [
  { model: 1, one: '测试群', many: ['群1', '群2'], forward: 1 },
  { model: 2, one: '总部通知群', many: ['群1', '已解散的群'], forward: 2 },
];

/** The calls of the 多群消息同步 page besides its list (fetch level): the robot's groups and the group search. */
export const roomSyncApiRoutes: Record<string, ApiAnswer> = {
  '/api/wechat/allroom': () => syncRoomsFixture,
  '/api/wechat/search': (url) => {
    const word = url.searchParams.get('word') ?? '';
    const rooms = syncRoomsFixture.filter((room) => room.topic.includes(word));
    return {
      list: rooms.map((room) => room.topic),
      sourceList: rooms.map((room) => ({ id: room.wxid, name: room.topic })),
    };
  },
};

/** A stored 聊天总结 config (Coze V3, by message count) with a field the form does not show. */
export const summaryConfigFixture = {
  open: true,
  keywords: ['总结一下'],
  reg: 1,
  scope: 'room',
  needAt: 1,
  summerType: 'num',
  summerNum: 200,
  botType: 12,
  token: 'pat-coze-0123456789',
  botId: '7390012345',
  timeout: 90,
};

/** A config record as `GET /api/wechat/config` answers it (with 聊天记录 on unless said otherwise). */
export function summaryRecordFixture(summerConfig: unknown, openRecord = true): RobotConfigRecord {
  return {
    id: 'cfg-summary-01',
    verifyCode: '',
    config: JSON.stringify({ openRecord, replyKeywords: [{ keywords: ['价格'], reg: 1, replys: [] }], summerConfig }),
    panelVersion: '',
    version: 2,
  };
}
