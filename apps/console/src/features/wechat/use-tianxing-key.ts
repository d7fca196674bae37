import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { getRobotConfig, parseRobotConfig } from '../../lib/robot-config';
import { userIdAtom } from '../../lib/session';

/**
 * Whether the basic config has a 天行 key: true, false, or undefined while it loads (or when it failed: then
 * nothing is claimed). Read quietly: the list page shows its own errors.
 */
export function useHasTianxingKey(): boolean | undefined {
  const userId = useAtomValue(userIdAtom);
  const [hasKey, setHasKey] = useState<boolean | undefined>(undefined);
  useEffect(() => {
    let live = true;
    getRobotConfig(userId, { quiet: true }).then(
      (record) => {
        const key = parseRobotConfig(record).txApiKey;
        if (live) setHasKey(typeof key === 'string' && key.trim() !== '');
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [userId]);
  return hasKey;
}
