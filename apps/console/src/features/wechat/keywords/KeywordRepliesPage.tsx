import type { TableColumn } from '@weassit/ui';
import { ConfigListEditor, type ConfigListRow } from '../../../kit/config-list/ConfigListEditor';
import * as styles from '../../../kit/config-list/ConfigListEditor.css';
import type { LazyConfigItemForm } from '../../../kit/config-list/item-form';
import { keywordRuleColumns } from '../../../kit/config-list/KeywordChips';
import { describeRule, scopeLabel } from '../../../kit/config-list/keyword-rule';
import { summarizeMessages } from '../../../kit/config-list/message-summary';
import { useConfigList } from '../../../kit/config-list/use-config-list';
import { RuleSimulatorButton } from '../../../kit/rule-simulator/RuleSimulatorButton';
import type { ConfigListApi } from '../../../lib/config-list-api';
import { useMessageSummaryMessages } from '../../../lib/i18n/console/kit-message-summary';
import { trackLoad } from '../../../lib/lazy-page';
import { useRuleMessages } from '../rule-messages';
import type { ReplyRuleField, ReplyRuleValues } from './lazy/reply-rule-form';
import { useReplyMessages } from './messages';
import { matchesReplyRule, type ReplyRule } from './reply-rule';

/** The rule's form (fields, mappers, checks) loads with the dialog, not with the list. */
const loadReplyForm = () => trackLoad(import('./lazy/ReplyRuleForm'));

/** 简单问答 (`replyKeywords`): keyword rules that answer with their replies, the first matching rule first. */
export function KeywordRepliesPage({ api }: { api?: ConfigListApi }) {
  const t = useReplyMessages();
  const r = useRuleMessages();
  const summary = useMessageSummaryMessages();
  const list = useConfigList<ReplyRule>('replyKeywords', api);
  const texts = { ...t, keywordsRequired: r.keywordsRequired, keywordUsed: r.keywordUsed };

  const columns: TableColumn<ConfigListRow<ReplyRule>>[] = [
    ...keywordRuleColumns<ReplyRule>(r.columns),
    {
      key: 'scope',
      title: r.columns.scope,
      width: 110,
      render: ({ item }) =>
        item.needAt === 1 ? `${scopeLabel(item.scope)} · ${r.needAtShort}` : scopeLabel(item.scope),
    },
    {
      key: 'replys',
      title: r.columns.replys,
      render: ({ item }) => <span className={styles.summary}>{summarizeMessages(item.replys, summary)}</span>,
    },
  ];

  const form: LazyConfigItemForm<ReplyRule, ReplyRuleValues, ReplyRuleField> = {
    load: () => loadReplyForm().then((module) => module.replyItemForm(texts)),
    size: 'lg',
  };

  return (
    <ConfigListEditor
      list={list}
      texts={t}
      description={t.description}
      columns={columns}
      describe={describeRule}
      matches={matchesReplyRule}
      form={form}
      actions={<RuleSimulatorButton lists={{ replyKeywords: list.items }} />}
    />
  );
}
