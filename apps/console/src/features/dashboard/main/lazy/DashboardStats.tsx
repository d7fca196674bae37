import type { MessageStatsPeriod } from '@weassit/contract';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { isVipAtom } from '../../../../lib/session';
import { getHistoryLinkState, getMessageStats } from './get-message-stats';
import { StatsSection, type StatsState } from './StatsSection';

/**
 * Loads 数据统计 for the period shown: a free user gets the vip prompt without a call; a member without 消息记录
 * (and nothing stored) is sent to turn it on; otherwise the stats, again on each change of period or retry.
 */
export default function DashboardStats() {
  const isVip = useAtomValue(isVipAtom);
  // A new object on each change of period and on 重试: either runs the load again.
  const [request, setRequest] = useState<{ period: MessageStatsPeriod }>({ period: 7 });
  const [state, setState] = useState<StatsState>(isVip ? { kind: 'loading' } : { kind: 'free' });

  useEffect(() => {
    if (!isVip) {
      setState({ kind: 'free' });
      return;
    }
    let live = true;
    setState({ kind: 'loading' });
    const load = async (): Promise<StatsState> => {
      const link = await getHistoryLinkState();
      if (!link.enabled && link.stored === 0) return { kind: 'noLink' };
      return { kind: 'ready', stats: await getMessageStats(request.period) };
    };
    load().then(
      (next) => live && setState(next),
      (error: unknown) => live && setState({ kind: 'error', message: error instanceof Error ? error.message : '' }),
    );
    return () => {
      live = false;
    };
  }, [isVip, request]);

  return (
    <StatsSection
      state={state}
      period={request.period}
      onPeriodChange={(period) => setRequest({ period })}
      onRetry={() => setRequest((current) => ({ ...current }))}
    />
  );
}
