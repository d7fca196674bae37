import { useRobotConfig } from '../../../kit/config-list/use-robot-config';

/**
 * Whether the basic config has a 天行 key: true, false, or undefined while it loads (or when it failed: then
 * nothing is claimed). Read quietly: the list page shows its own errors.
 */
export function useHasTianxingKey(): boolean | undefined {
  const config = useRobotConfig();
  if (!config) return undefined;
  const key = config.txApiKey;
  return typeof key === 'string' && key.trim() !== '';
}
