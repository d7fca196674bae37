import type { ConfigListItem } from '../lib/config-list-api';
import type { ApiAnswer } from './api-fetch-mock';

/** The robot's groups in the 转发助手 stories (name search `type=room`). */
export const forwardRoomsFixture = [
  { id: '3001@chatroom', name: '测试群' },
  { id: '3002@chatroom', name: '产品交流群' },
  { id: '3003@chatroom', name: '售后服务群' },
];

/** The robot's friends (name search `type=name`). */
export const forwardFriendsFixture = [
  { id: 'wxid_zhangsan', name: '张三', alias: '老张' },
  { id: 'wxid_lisi', name: '李四', alias: '' },
];

/** One rule of each list. */
export const keywordForwardsFixture: ConfigListItem[] = [
  {
    keywords: ['报价'],
    reg: 1,
    type: 'room',
    targets: [{ id: '3002@chatroom', name: '产品交流群' }],
    forwardType: 'contact',
    forwardTargets: [{ id: 'wxid_lisi', name: '李四' }],
  },
];
export const privateForwardsFixture: ConfigListItem[] = [
  { name: '李四', type: 2, rooms: ['售后服务群'], contacts: [] },
];

/** The name search of the forward dialogs (fetch level), as the server answers it. */
export const forwardApiRoutes: Record<string, ApiAnswer> = {
  '/api/wechat/search': (url) => {
    const word = url.searchParams.get('word') ?? '';
    if (url.searchParams.get('type') === 'room') {
      const rooms = forwardRoomsFixture.filter((room) => room.name.includes(word));
      return { rooms: rooms.map((room) => room.name), list: rooms.map((room) => room.name), sourceList: rooms };
    }
    const friends = forwardFriendsFixture.filter((friend) => friend.name.includes(word) || friend.alias.includes(word));
    return { list: friends.map((friend) => friend.name), sourceList: friends };
  },
};
