import { messagesHook } from '../messages';

/**
 * The rule simulator's button (zh-CN): the only text a rule page's first visit carries; the panel's own texts
 * (kit-rule-simulator.ts) load with the panel.
 */
const zhCN = {
  open: '规则模拟',
};

export type RuleSimulatorEntryMessages = typeof zhCN;

/** The simulator button's text in the current locale. */
export const useRuleSimulatorEntryMessages = messagesHook<RuleSimulatorEntryMessages>({ 'zh-CN': zhCN });
