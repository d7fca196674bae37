import type { LastSentTarget } from '@weassit/contract';
import { useEffect, useRef, useState } from 'react';
import type { LastSentAnswers } from './lazy/last-sent-targets';

/** 机器人最近发出 (vip): its lines and its request, in a chunk loaded once the list is in. */
const loadLastSent = () => import('./lazy/LastSentLine');
type LastSentModule = Awaited<ReturnType<typeof loadLastSent>>;

/**
 * For a vip user, once a list is in: one request for all the targets it shows (`wanted`, memoized; asked again
 * only when they change), then the line's chunk with the answers. Nothing while `enabled` is false (a free user:
 * the endpoint is vip), and nothing on a failure (the line is extra, the list stands without it).
 */
export function useLastSent(enabled: boolean, wanted: readonly (LastSentTarget | null)[]) {
  const [shown, setShown] = useState<{ lines: LastSentModule; answers: LastSentAnswers }>();
  const asked = useRef<{ key: string; answers: Promise<LastSentAnswers> }>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadLastSent()
      .then(async (lines) => {
        const { key, targets } = lines.lastSentRequest(wanted);
        if (asked.current?.key !== key) asked.current = { key, answers: lines.fetchLastSent(targets) };
        const answers = await asked.current.answers;
        if (live) setShown({ lines, answers });
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [enabled, wanted]);
  return shown;
}
