import { PageWrapper, type TableColumn } from '@weassit/ui';
import { useAtomValue } from 'jotai';
import { column } from '../../../components/column.css';
import { ConfigListEditor, type ConfigListRow } from '../../../kit/config-list/ConfigListEditor';
import * as styles from '../../../kit/config-list/ConfigListEditor.css';
import type { LazyConfigItemForm } from '../../../kit/config-list/item-form';
import { keywordRuleColumns } from '../../../kit/config-list/KeywordChips';
import { describeRule } from '../../../kit/config-list/keyword-rule';
import { useConfigList } from '../../../kit/config-list/use-config-list';
import { RuleSimulatorButton } from '../../../kit/rule-simulator/RuleSimulatorButton';
import { readyLists } from '../../../kit/rule-simulator/ready-lists';
import type { ConfigListApi } from '../../../lib/config-list-api';
import { localeAtom } from '../../../lib/i18n/messages';
import { trackLoad } from '../../../lib/lazy-page';
import {
  describePrivateForward,
  type KeywordForwardRule,
  matchesKeywordForward,
  matchesPrivateForward,
  names,
  type PrivateForwardRule,
  privateForwardModeLabel,
  targetNames,
} from './forward-rule';
import type {
  KeywordForwardField,
  KeywordForwardValues,
  PrivateForwardField,
  PrivateForwardValues,
} from './lazy/forward-rule-form';
import { type ForwardMessages, useForwardMessages } from './messages';

/** Each rule's form (fields, mappers, checks) loads with its dialog, not with the lists. */
const loadKeywordForm = () => trackLoad(import('./lazy/KeywordForwardForm'));
const loadPrivateForm = () => trackLoad(import('./lazy/PrivateForwardForm'));

const summary = (values: readonly string[]) => <span className={styles.summary}>{values.join('、')}</span>;

/** 群组：测试群、产品群 — the kind, then the targets. */
const targetsSummary = (kinds: ForwardMessages['kinds'], kind: unknown, targets: unknown) => (
  <span className={styles.summary}>
    {kind === 'contact' ? kinds.contact : kinds.room}：{targetNames(targets).join('、')}
  </span>
);

/**
 * 转发助手 (vip): 关键词转发 (`forwards`, the first matching rule forwards) and 指定用户转发 (`privateForwards`,
 * every matching rule forwards), each its own list editor on the one page.
 */
export function ForwardRulesPage({ api }: { api?: ConfigListApi }) {
  const t = useForwardMessages();
  const locale = useAtomValue(localeAtom);
  const forwards = useConfigList<KeywordForwardRule>('forwards', api);
  const privateForwards = useConfigList<PrivateForwardRule>('privateForwards', api);

  const keywordColumns: TableColumn<ConfigListRow<KeywordForwardRule>>[] = [
    ...keywordRuleColumns<KeywordForwardRule>(t.keyword.columns),
    {
      key: 'source',
      title: t.keyword.columns.source,
      render: ({ item }) => targetsSummary(t.kinds, item.type, item.targets),
    },
    {
      key: 'target',
      title: t.keyword.columns.target,
      render: ({ item }) => targetsSummary(t.kinds, item.forwardType, item.forwardTargets),
    },
  ];
  const userColumns: TableColumn<ConfigListRow<PrivateForwardRule>>[] = [
    {
      key: 'name',
      title: t.user.columns.name,
      isRowHeader: true,
      render: ({ item }) => describePrivateForward(item),
    },
    {
      key: 'type',
      title: t.user.columns.type,
      width: 120,
      render: ({ item }) => privateForwardModeLabel(item.type),
    },
    { key: 'rooms', title: t.user.columns.rooms, render: ({ item }) => summary(names(item.rooms)) },
    { key: 'contacts', title: t.user.columns.contacts, render: ({ item }) => summary(names(item.contacts)) },
  ];

  const keywordForm: LazyConfigItemForm<KeywordForwardRule, KeywordForwardValues, KeywordForwardField> = {
    load: () => loadKeywordForm().then((module) => module.keywordForwardItemForm(locale)),
    size: 'lg',
  };
  const privateForm: LazyConfigItemForm<PrivateForwardRule, PrivateForwardValues, PrivateForwardField> = {
    load: () => loadPrivateForm().then((module) => module.privateForwardItemForm(locale)),
    size: 'lg',
  };

  return (
    <PageWrapper
      title={t.title}
      description={t.description}
      actions={<RuleSimulatorButton lists={readyLists({ forwards, privateForwards })} />}
    >
      <div className={column.lg}>
        <ConfigListEditor
          headingLevel={2}
          list={forwards}
          texts={t.keyword}
          description={t.keyword.description}
          columns={keywordColumns}
          describe={describeRule}
          matches={matchesKeywordForward}
          form={keywordForm}
        />
        <ConfigListEditor
          headingLevel={2}
          list={privateForwards}
          texts={t.user}
          description={t.user.description}
          columns={userColumns}
          describe={describePrivateForward}
          matches={matchesPrivateForward}
          form={privateForm}
        />
      </div>
    </PageWrapper>
  );
}
