import type { GptConfig } from '@weassit/contract';
import { Alert, Button, Dialog, Skeleton, SkeletonRegion } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import { useRuleSimulatorMessages } from '../../lib/i18n/console/kit-rule-simulator';
import { searchRobotNames } from '../../lib/search-robot-names';
import { userIdAtom, userInfoAtom } from '../../lib/session';
import { readRobotConfig } from '../config-list/use-robot-config';
import { RuleSimulatorPanel } from './RuleSimulatorPanel';
import { loadGptConfigs } from './simulator-api';
import { type SimulatorData, withLists } from './simulator-input';

export interface RuleSimulatorDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The page's lists by config key (its saved state), laid over the config read. */
  lists?: Record<string, unknown>;
  /** The page's per-target AI configs, instead of reading them. */
  gptConfigs?: readonly GptConfig[];
}

type Load = { status: 'loading' } | { status: 'error' } | { status: 'ready'; data: SimulatorData };

/**
 * The simulator in a dialog, over the saved robot config and per-target AI configs it reads when it opens (the
 * page's own lists, when given, stand for theirs). Mount it anew for each opening. Loaded on demand: the default
 * export of its own chunk.
 */
export default function RuleSimulatorDialog({ isOpen, onOpenChange, lists, gptConfigs }: RuleSimulatorDialogProps) {
  const t = useRuleSimulatorMessages();
  const userId = useAtomValue(userIdAtom);
  const role = useAtomValue(userInfoAtom)?.role;
  // What to read, as the dialog opened (it is mounted anew on each opening); 重试 asks again with a new object.
  const [request, setRequest] = useState(() => ({ userId, role, lists, gptConfigs }));
  const retry = () => setRequest((r) => ({ ...r }));
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    const { userId, role, lists, gptConfigs } = request;
    Promise.all([readRobotConfig(userId), gptConfigs ?? loadGptConfigs(role === 'vip')]).then(
      ([config, gpt]) => {
        if (live) setLoad({ status: 'ready', data: { config: withLists(config, lists), gptConfigs: gpt, role } });
      },
      () => {
        if (live) setLoad({ status: 'error' });
      },
    );
    return () => {
      live = false;
    };
  }, [request]);

  return (
    <Dialog title={t.title} isOpen={isOpen} onOpenChange={onOpenChange} size="md">
      {load.status === 'loading' && (
        <SkeletonRegion isLoading loadingLabel={t.loading} skeleton={<Skeleton lines={5} />} />
      )}
      {load.status === 'error' && (
        <Alert
          variant="error"
          action={
            <Button size="sm" variant="secondary" onPress={retry}>
              {t.retry}
            </Button>
          }
        >
          {t.loadFailed}
        </Alert>
      )}
      {load.status === 'ready' && <RuleSimulatorPanel data={load.data} search={searchRobotNames} />}
    </Dialog>
  );
}
