import { useEffect, useState } from 'react';
import { getAllRooms } from './api/get-all-rooms';

/**
 * The names of the robot's groups once loaded; undefined while loading or when the load failed, so that nothing
 * is flagged missing on a guess.
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
