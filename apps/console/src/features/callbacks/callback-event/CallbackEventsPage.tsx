import { BUILT_IN_EVENTS, DEFAULTS } from '@weassit/contract';
import type { TableColumn } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { ConfigListEditor, type ConfigListRow } from '../../../kit/config-list/ConfigListEditor';
import * as styles from '../../../kit/config-list/ConfigListEditor.css';
import type { LazyConfigItemForm } from '../../../kit/config-list/item-form';
import { keywordRuleColumns } from '../../../kit/config-list/KeywordChips';
import { describeRule, scopeLabel } from '../../../kit/config-list/keyword-rule';
import { useConfigList } from '../../../kit/config-list/use-config-list';
import { RuleSimulatorButton } from '../../../kit/rule-simulator/RuleSimulatorButton';
import type { ConfigListApi } from '../../../lib/config-list-api';
import { format } from '../../../lib/i18n/format';
import { localeAtom } from '../../../lib/i18n/messages';
import { trackLoad } from '../../../lib/lazy-page';
import { type CallbackRule, describeTarget, matchesCallbackRule } from './callback-rule';
import type { CallbackRuleField, CallbackRuleValues } from './lazy/callback-rule-form';
import { useCallbackMessages } from './messages';

/** The rule's form (fields, mappers, checks, texts) loads with the dialog, not with the list. */
const loadCallbackForm = () => trackLoad(import('./lazy/CallbackRuleForm'));

/** A built-in event's Chinese name; an event the console does not know by its id. */
const eventLabel = (event: string) => BUILT_IN_EVENTS.find((known) => known.event === event)?.label ?? event;

/**
 * 回调事件 (`callBackEvents`, vip): keyword rules that call the user's own address (or a built-in platform event)
 * and send what it answers; the first matching rule answers.
 */
export function CallbackEventsPage({ api }: { api?: ConfigListApi }) {
  const t = useCallbackMessages();
  const locale = useAtomValue(localeAtom);
  const list = useConfigList<CallbackRule>('callBackEvents', api);

  const columns: TableColumn<ConfigListRow<CallbackRule>>[] = [
    ...keywordRuleColumns<CallbackRule>(t.columns),
    {
      key: 'target',
      title: t.columns.target,
      render: ({ item }) => <span className={styles.summary}>{describeTarget(item, t, eventLabel)}</span>,
    },
    { key: 'scope', title: t.columns.scope, width: 90, render: ({ item }) => scopeLabel(item.scope) },
    {
      key: 'timeout',
      title: t.columns.timeout,
      width: 80,
      // The robot waits 60 s when the rule has no time-out (or 0).
      render: ({ item }) => format(t.timeoutValue, { seconds: item.timeout || DEFAULTS.callbackTimeoutSeconds }),
    },
  ];

  const form: LazyConfigItemForm<CallbackRule, CallbackRuleValues, CallbackRuleField> = {
    load: () => loadCallbackForm().then((module) => module.callbackItemForm(locale)),
    size: 'lg',
  };

  return (
    <ConfigListEditor
      list={list}
      texts={t}
      description={t.description}
      columns={columns}
      describe={describeRule}
      matches={matchesCallbackRule}
      form={form}
      actions={<RuleSimulatorButton lists={{ callBackEvents: list.items }} />}
    />
  );
}
