import type { GptConfig } from '@weassit/contract';
import { Button } from '@weassit/ui';
import { Suspense, useState } from 'react';
import { useRuleSimulatorEntryMessages } from '../../lib/i18n/console/kit-rule-simulator-entry';
import { lazyComponent } from '../../lib/lazy-page';

/** The dialog with the panel and the contract's simulator: its own chunk, loaded when the button is first used. */
const RuleSimulatorDialog = lazyComponent(() => import('./RuleSimulatorDialog'), 'rule-simulator');

export interface RuleSimulatorButtonProps {
  /** The page's lists by config key (e.g. `{ replyKeywords: list.items }`): simulated as the page shows them. */
  lists?: Record<string, unknown>;
  /** The page's per-target AI configs (自定义对话), instead of reading them again. */
  gptConfigs?: readonly GptConfig[];
}

/**
 * 规则模拟 for a rule page's toolbar: opens the simulator over the saved config. Only this button is part of the
 * page; the panel loads on the first press (or hover, which starts the load early).
 */
export function RuleSimulatorButton({ lists, gptConfigs }: RuleSimulatorButtonProps) {
  const t = useRuleSimulatorEntryMessages();
  const [state, setState] = useState({ isOpen: false, key: 0 });
  return (
    <>
      <Button
        variant="secondary"
        onHoverStart={() => RuleSimulatorDialog.preload()}
        onPress={() => setState((s) => ({ isOpen: true, key: s.key + 1 }))}
      >
        {t.open}
      </Button>
      {state.key > 0 && (
        <Suspense fallback={null}>
          <RuleSimulatorDialog
            key={state.key}
            isOpen={state.isOpen}
            onOpenChange={(isOpen) => setState((s) => ({ ...s, isOpen }))}
            lists={lists}
            gptConfigs={gptConfigs}
          />
        </Suspense>
      )}
    </>
  );
}
