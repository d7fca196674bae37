import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { getRobotConfig, parseRobotConfig } from '../../lib/robot-config';
import { userIdAtom } from '../../lib/session';

/** How long one read of the config serves the components that ask (a page and the dialog it opens). */
const FRESH_MS = 10_000;
let shared: { userId: string | null; at: number; config: Promise<Record<string, unknown>> } | undefined;

/** The saved robot config, read quietly, shared by the reads of the last few seconds. */
export function readRobotConfig(userId: string | null): Promise<Record<string, unknown>> {
  const now = Date.now();
  if (!shared || shared.userId !== userId || now - shared.at > FRESH_MS) {
    const config = getRobotConfig(userId, { quiet: true }).then(parseRobotConfig);
    // A failed read is not kept: the next one tries again.
    config.catch(() => {
      if (shared?.config === config) shared = undefined;
    });
    shared = { userId, at: now, config };
  }
  return shared.config;
}

/**
 * The whole saved robot config (every list), or undefined while it loads or when it could not be read: then
 * nothing is claimed from it (`enabled` false: not read). For hints across lists; a list page edits its own list through useConfigList.
 */
export function useRobotConfig(enabled = true): Record<string, unknown> | undefined {
  const userId = useAtomValue(userIdAtom);
  const [config, setConfig] = useState<Record<string, unknown>>();
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    readRobotConfig(userId).then(
      (read) => {
        if (live) setConfig(read);
      },
      () => {},
    );
    return () => {
      live = false;
    };
  }, [userId, enabled]);
  return config;
}
