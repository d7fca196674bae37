import type { FriendOption, RoomOption } from '@weassit/contract';
import type { NameOption } from '@weassit/ui';
import { useEffect, useState } from 'react';
import { apiGet, apiPost } from '../../lib/api-client';
import { type RobotTargets, runNowEvent, type ScheduleKind, type ScheduleTask } from './schedule-task';

/**
 * `GET /api/wechat/allfriend` and `/allroom`: the robot's friends and groups, for the stale-target check; undefined
 * while loading or when either load failed (nothing is flagged on a guess). Quiet: the list stays usable.
 */
export function useRobotTargets(): RobotTargets | undefined {
  const [targets, setTargets] = useState<RobotTargets>();
  useEffect(() => {
    let current = true;
    Promise.all([
      apiGet<FriendOption[]>('/api/wechat/allfriend', { quiet: true }),
      apiGet<RoomOption[]>('/api/wechat/allroom', { quiet: true }),
    ]).then(
      ([friends, rooms]) => {
        if (current) setTargets({ friends, rooms });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return targets;
}

interface NameSearchResult {
  sourceList: { id: string; name: string }[];
}

/** `GET /api/wechat/search`: the robot's friends (`type=name`) or groups (`type=room`) matching `word`, with wxids. */
export async function searchTargets(type: 'room' | 'contact', word: string): Promise<NameOption[]> {
  const result = await apiGet<NameSearchResult>('/api/wechat/search', {
    params: { type: type === 'room' ? 'room' : 'name', word },
    quiet: true,
  });
  return result.sourceList.map((option) => ({ id: option.id, name: option.name }));
}

/** `POST /api/ws/event`: the robot sends the task now (5 s apart per user; a refusal is shown by the client). */
export function runScheduleNow(kind: ScheduleKind, task: ScheduleTask): Promise<null> {
  return apiPost<null>('/api/ws/event', runNowEvent(kind, task));
}
