import type { FriendOption, RoomOption, TargetKind } from '@weassit/contract';
import type { TargetOption } from '@weassit/ui';
import { apiGet } from './api-client';

/**
 * `GET /api/wechat/allroom` or `/allfriend`: every group (by topic) or friend (by nickname, with the remark) the
 * robot uploaded, as a target picker's options. `value` is the name the robot matches.
 */
export async function loadRobotTargetOptions(kind: TargetKind): Promise<TargetOption[]> {
  if (kind === 'room') {
    const rooms = await apiGet<RoomOption[]>('/api/wechat/allroom');
    return rooms.map((room) => ({ id: room.wxid, name: room.topic, label: room.topic, value: room.topic }));
  }
  const friends = await apiGet<FriendOption[]>('/api/wechat/allfriend');
  return friends.map((friend) => ({
    id: friend.wxid,
    name: friend.name,
    alias: friend.alias || undefined,
    label: friend.alias || friend.name,
    value: friend.name,
  }));
}
