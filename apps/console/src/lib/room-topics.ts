import type { RoomOption } from '@weassit/contract';
import { useEffect, useState } from 'react';
import { apiGet } from './api-client';

/**
 * `GET /api/wechat/allroom`: every group the robot uploaded (capped by the user's quota), wxid and topic only.
 * Quiet: a page that only flags rules with it stays usable when it fails.
 */
export function getAllRooms(): Promise<RoomOption[]> {
  return apiGet<RoomOption[]>('/api/wechat/allroom', { quiet: true });
}

/**
 * The names (topics) of the robot's groups once loaded; undefined while loading or when the load failed, so that
 * nothing is flagged missing on a guess. The robot finds the groups of several rules by exact topic.
 */
export function useRoomTopics(): ReadonlySet<string> | undefined {
  const [topics, setTopics] = useState<ReadonlySet<string>>();
  useEffect(() => {
    let current = true;
    getAllRooms().then(
      (rooms) => {
        if (current) setTopics(new Set(rooms.map((room) => room.topic)));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return topics;
}
