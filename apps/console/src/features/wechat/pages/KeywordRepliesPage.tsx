import type { TableColumn } from '@weassit/ui';
import { ConfigListEditor, type ConfigListRow } from '../../../kit/config-list/ConfigListEditor';
import * as styles from '../../../kit/config-list/ConfigListEditor.css';
import type { ConfigItemForm } from '../../../kit/config-list/item-form';
import { KeywordChips } from '../../../kit/config-list/KeywordChips';
import { describeRule, keywordsOf, matchLabel, scopeLabel } from '../../../kit/config-list/keyword-rule';
import { useConfigList } from '../../../kit/config-list/use-config-list';
import type { ConfigListApi } from '../../../lib/config-list-api';
import { lazyComponent } from '../../../lib/lazy-page';
import { useReplyMessages } from '../reply-messages';
import {
  emptyReplyRule,
  matchesReplyRule,
  type ReplyRule,
  type ReplyRuleField,
  type ReplyRuleValues,
  replyRuleToForm,
  replyRuleToItem,
  summarizeReplies,
  validateReplyRule,
} from '../reply-rule';
import { useRuleMessages } from '../rule-messages';

/** The rule's fields load with the dialog, not with the list. */
const ReplyRuleForm = lazyComponent(() => import('../components/ReplyRuleForm'));

/** 简单问答 (`replyKeywords`): keyword rules that answer with their replies, the first matching rule first. */
export function KeywordRepliesPage({ api }: { api?: ConfigListApi }) {
  const t = useReplyMessages();
  const r = useRuleMessages();
  const list = useConfigList<ReplyRule>('replyKeywords', api);
  const texts = { ...t, keywordsRequired: r.keywordsRequired, keywordUsed: r.keywordUsed };

  const columns: TableColumn<ConfigListRow<ReplyRule>>[] = [
    {
      key: 'keywords',
      title: r.columns.keywords,
      isRowHeader: true,
      textValue: r.columns.keywords,
      render: ({ item }) => <KeywordChips keywords={keywordsOf(item)} label={describeRule(item)} />,
    },
    { key: 'reg', title: r.columns.reg, width: 90, render: ({ item }) => matchLabel(item.reg) },
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
      render: ({ item }) => <span className={styles.summary}>{summarizeReplies(item.replys, texts)}</span>,
    },
  ];

  const form: ConfigItemForm<ReplyRule, ReplyRuleValues, ReplyRuleField> = {
    empty: emptyReplyRule,
    toForm: replyRuleToForm,
    toItem: replyRuleToItem,
    validate: (values, others) => validateReplyRule(values, others, texts),
    render: (state) => <ReplyRuleForm form={state} />,
    preload: ReplyRuleForm.preload,
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
    />
  );
}
